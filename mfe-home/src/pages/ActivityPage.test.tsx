import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, TEXT_LIMITS, type TUploadProgress } from '@tessera/contract';
import { type TCallOptions } from '@tessera/platform-sdk';
import type { TPromotion } from '@tessera/contract/api';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { EN } from '../testing/fixtures';
import ActivityPage from './ActivityPage';

const promo = (id: number, status: TPromotion['status'], category = 'SLOTS'): TPromotion => ({
  id,
  title: `Promo ${id}`,
  summary: `Summary ${id}`,
  content: '<p>Terms</p><img src=x onerror="window.__xss=1">',
  category,
  status,
  imageUrl: `/p/${id}.svg`,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
});
const LIST = { list: [promo(1, 'applying'), promo(2, 'processing'), promo(3, 'coming soon', 'VIP'), promo(4, 'joining', 'VIP')] };
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

const openApply = async (options: Parameters<typeof renderWithPlatform>[1] = {}) => {
  const rendered = renderWithPlatform(<ActivityPage />, { resources: EN, role: 'member', api: { promotionList: LIST }, ...options });
  const card = (await screen.findAllByTestId('promotion'))[0]!;
  fireEvent.click(within(card).getByTestId('promotion-apply'));
  return { ...rendered, dialog: screen.getByRole('dialog') };
};
const pick = (dialog: HTMLElement, files: File[]) => fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files } });

test("each promotion shows this member's status in words; apply only where the member can", async () => {
  renderWithPlatform(<ActivityPage />, { resources: EN, role: 'member', api: { promotionList: LIST } });
  const cards = await screen.findAllByTestId('promotion');
  expect(cards.map((c) => within(c).getByTestId('promotion-status').textContent)).toEqual(['Open', 'Processing', 'Coming soon', 'Join now']);
  expect(cards.map((c) => within(c).queryByTestId('promotion-apply') !== null)).toEqual([true, false, false, true]);
});

test('categories filter the list; no promotions shows no data', async () => {
  const { unmount } = renderWithPlatform(<ActivityPage />, { resources: EN, api: { promotionList: LIST } });
  fireEvent.click(await screen.findByRole('tab', { name: 'VIP' }));
  expect(screen.getAllByTestId('promotion')).toHaveLength(2);
  unmount();
  renderWithPlatform(<ActivityPage />, { resources: EN, api: { promotionList: { list: [] } } });
  expect((await screen.findByTestId('empty-state')).textContent).toContain('No data');
});

test('a visitor who taps apply is sent to log in', async () => {
  const { platform } = renderWithPlatform(<ActivityPage />, { resources: EN, api: { promotionList: LIST } });
  fireEvent.click(within((await screen.findAllByTestId('promotion'))[0]!).getByTestId('promotion-apply'));
  expect(platform.calls.requireRealMember).toHaveLength(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('terms are sanitised HTML shown on demand', async () => {
  renderWithPlatform(<ActivityPage />, { resources: EN, api: { promotionList: LIST } });
  const card = (await screen.findAllByTestId('promotion'))[0]!;
  fireEvent.click(within(card).getByRole('button', { name: 'Terms' }));
  expect(card.textContent).toContain('Terms');
  expect(card.querySelector('[onerror]')).toBeNull();
});

test('the comment is limited to 140 characters, counted as typed', async () => {
  const { dialog, platform } = await openApply();
  const box = within(dialog).getByRole('textbox', { name: /Comment/ });
  fireEvent.change(box, { target: { value: '😀'.repeat(TEXT_LIMITS.comment) } });
  expect(dialog.textContent).toContain('140/140');
  expect(box.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(box, { target: { value: 'x'.repeat(TEXT_LIMITS.comment + 1) } });
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('The comment can have at most 140 characters.');
  fireEvent.click(within(dialog).getByTestId('apply-submit'));
  expect(platform.calls.api.some((c) => c.name === 'applyPromotion')).toBe(false);
});

test('images: png or jpg, at most 5MB each, at most 3; each refusal in words', async () => {
  URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = jest.fn();
  const { dialog } = await openApply();
  pick(dialog, [file('a.gif', 'image/gif', 10)]);
  expect(dialog.textContent).toContain('Images must be png or jpg.');
  pick(dialog, [file('big.png', 'image/png', TEXT_LIMITS.imageBytes + 1)]);
  expect(dialog.textContent).toContain('Each image can be at most 5MB.');
  pick(dialog, [
    file('1.png', 'image/png', 10),
    file('2.jpg', 'image/jpeg', 10),
    file('3.png', 'image/png', TEXT_LIMITS.imageBytes),
    file('4.png', 'image/png', 10),
  ]);
  expect(
    within(dialog)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['1.png', '2.jpg', '3.png']);
  expect(dialog.textContent).toContain('You can add at most 3 images.');
  expect((within(dialog).getByTestId('apply-add-image') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2.jpg' }));
  expect(within(dialog).getAllByRole('img')).toHaveLength(2);
});

test('sending shows the share sent as a percentage, then the list reloads', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  let release: (v: unknown) => void = () => undefined;
  let report: (p: TUploadProgress) => void = () => undefined;
  const { dialog, platform } = await openApply({
    api: {
      promotionList: LIST,
      applyPromotion: (_input: unknown, options: TCallOptions | undefined) => {
        report = (p) => options?.onUploadProgress?.(p);
        return new Promise((resolve) => (release = resolve));
      },
      myApplications: { list: [] },
    },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'My receipt' } });
  pick(dialog, [file('r.png', 'image/png', 10)]);
  fireEvent.click(within(dialog).getByTestId('apply-submit'));
  const progress = await within(dialog).findByTestId('apply-progress');
  const bar = within(progress).getByRole('progressbar', { name: 'Sending your application…' });
  expect(within(progress).getByTestId('apply-percent').textContent).toBe('0%');
  act(() => report({ loaded: 426, total: 1000, fraction: 0.426 }));
  // Cut down, not rounded: 100% only once it is all sent.
  expect(within(progress).getByTestId('apply-percent').textContent).toBe('42%');
  expect(bar.getAttribute('aria-valuetext')).toBe('42%');
  expect((bar as HTMLProgressElement).value).toBeCloseTo(0.426);
  // A report without a size keeps the last share.
  act(() => report({ loaded: 500, total: null, fraction: null }));
  expect(within(progress).getByTestId('apply-percent').textContent).toBe('42%');
  const sent = platform.calls.api.find((c) => c.name === 'applyPromotion')?.input as { params: { id: string }; form: { comment: string; images: File[] } };
  expect(sent.params).toEqual({ id: '1' });
  expect(sent.form.comment).toBe('My receipt');
  expect(sent.form.images.map((f) => f.name)).toEqual(['r.png']);
  await act(async () => release({ id: 9 }));
  await waitFor(() => expect(platform.calls.toasts).toContainEqual({ type: 'success', message: 'Application sent' }));
  await waitFor(() => expect(platform.calls.api.filter((c) => c.name === 'promotionList').length).toBe(2));
  expect(screen.queryByRole('dialog')).toBeNull();
  // A late report after the answer brings nothing back.
  act(() => report({ loaded: 1000, total: 1000, fraction: 1 }));
  expect(screen.queryByTestId('apply-progress')).toBeNull();
});

test('an API refusal stays in the dialog', async () => {
  const { dialog } = await openApply({
    api: { promotionList: LIST, applyPromotion: new ApiError('APPLICATION_PENDING', 'You already have an application under review') },
  });
  fireEvent.click(within(dialog).getByTestId('apply-submit'));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('You already have an application under review');
});
