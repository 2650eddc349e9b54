// The help center's feedback form (issue 29; docs/decisions/feedback.md): the word limits of the
// spec's dictionary message, the call, and the visitor's way to log in and back.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, PATHS, withQuery } from '@tessera/contract';
import { FEEDBACK_LIMITS } from '@tessera/contract/api';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { EN } from '../testing/fixtures';
import HelpPage from './HelpPage';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const LIMIT = `Feedback content is limited to between ${FEEDBACK_LIMITS.minWords} and ${FEEDBACK_LIMITS.maxWords} words`;

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Send us feedback' }));
  });
}

describe('help center feedback', () => {
  test('counts words; outside the limits it shows the dictionary message and sends nothing; inside it sends category and text', async () => {
    const { platform } = renderWithPlatform(<HelpPage />, {
      resources: EN,
      role: 'member',
      api: { helpCenter: [], sendFeedback: { id: 1, createdAt: '2026-11-28T00:00:00.000Z' } },
    });
    const text = await screen.findByLabelText('Your feedback');
    fireEvent.change(text, { target: { value: words(FEEDBACK_LIMITS.minWords - 1) } });
    expect(screen.getByTestId('feedback-count').textContent).toBe(`Words: ${FEEDBACK_LIMITS.minWords - 1} of at most ${FEEDBACK_LIMITS.maxWords}`);
    await submit();
    expect(screen.getByTestId('feedback-count').textContent).toBe(LIMIT);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: words(FEEDBACK_LIMITS.maxWords + 1) } });
    await submit();
    expect(platform.calls.api.filter((c) => c.name === 'sendFeedback')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'payments' } });
    fireEvent.change(text, { target: { value: ` ${words(12)} ` } });
    await submit();
    await waitFor(() =>
      expect(platform.calls.toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Thank you, your feedback was sent' })),
    );
    expect(platform.calls.api.find((c) => c.name === 'sendFeedback')?.input).toEqual({ body: { category: 'payments', content: words(12) } });
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  test("the API's refusal is shown (its word count, or the day's limit)", async () => {
    renderWithPlatform(<HelpPage />, {
      resources: EN,
      role: 'member',
      api: { helpCenter: [], sendFeedback: new ApiError('RATE_LIMITED', 'Too many requests, please try again later') },
    });
    fireEvent.change(await screen.findByLabelText('Your feedback'), { target: { value: words(10) } });
    await submit();
    expect(await screen.findByText('Too many requests, please try again later')).toBeTruthy();
  });

  test('a visitor is offered the login, with the way back to the help center', async () => {
    const { platform } = renderWithPlatform(<HelpPage />, { resources: EN, role: 'visitor', api: { helpCenter: [] } });
    expect(screen.queryByLabelText('Your feedback')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to send feedback' }));
    expect(platform.calls.navigate).toEqual([withQuery(PATHS.login, { redirect: PATHS.help })]);
  });

  test('a trial player is refused as for member features', async () => {
    const { platform } = renderWithPlatform(<HelpPage />, { resources: EN, role: 'trial', api: { helpCenter: [] } });
    fireEvent.change(await screen.findByLabelText('Your feedback'), { target: { value: words(10) } });
    await submit();
    expect(platform.calls.requireRealMember).toHaveLength(1);
    expect(platform.calls.api.filter((c) => c.name === 'sendFeedback')).toEqual([]);
  });
});
