import { RG_LIMIT_KEYS, type TRgState } from '@tessera/contract/api';
import { ApiError } from '@tessera/contract';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import ResponsibleGamblingPage from './ResponsibleGamblingPage';

const state = (over: Partial<Record<string, Partial<TRgState['limits'][number]>>> = {}): TRgState => ({
  currency: 'CNY',
  limits: RG_LIMIT_KEYS.map((key) => ({ key, value: null, pending: null, used: key === 'SESSION_MINUTES' ? null : '0.00', ...over[key] })),
  realityCheckMinutes: null,
  exclusion: null,
});

type TCall = { name: string; input: unknown };
function fakeApi(answers: Record<string, unknown>, calls: TCall[] = []) {
  return (e: { name: string }, input: unknown) => {
    calls.push({ name: e.name, input });
    const a = answers[e.name];
    if (a === undefined) return Promise.reject(new Error(e.name));
    const v = typeof a === 'function' ? (a as (i: unknown) => unknown)(input) : a;
    return v instanceof Error ? Promise.reject(v) : Promise.resolve(v);
  };
}

describe('ResponsibleGamblingPage', () => {
  it('shows each limit in force, what the window used and a pending raise with its time', async () => {
    const s = state({ DEPOSIT_DAY: { value: '100.00', used: '60.00', pending: { value: '500.00', effectiveAt: '2026-11-29T10:00:00.000Z' } } });
    renderWithPlatform(<ResponsibleGamblingPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: fakeApi({ getResponsibleGambling: s }) as never,
    });
    const day = await screen.findByTestId('rg-limit-DEPOSIT_DAY');
    expect(day.textContent).toMatch(/Limit: .*100\.00/);
    expect(day.textContent).toMatch(/Used: .*60\.00/);
    expect(within(day).getByTestId('rg-pending-DEPOSIT_DAY').textContent).toMatch(/Changes to .*500\.00 on /);
    expect(screen.getByTestId('rg-limit-LOSS_WEEK').textContent).toContain('No limit');
  });

  it('saves a limit; a raise answers with its time in the toast; a refusal is shown', async () => {
    const calls: TCall[] = [];
    const pending = state({ DEPOSIT_DAY: { value: '100.00', pending: { value: '500.00', effectiveAt: '2026-11-29T10:00:00.000Z' } } });
    const { platform } = renderWithPlatform(<ResponsibleGamblingPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: fakeApi({ getResponsibleGambling: state({ DEPOSIT_DAY: { value: '100.00' } }), setResponsibleLimit: pending }, calls) as never,
    });
    const day = await screen.findByTestId('rg-limit-DEPOSIT_DAY');
    fireEvent.change(within(day).getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'setResponsibleLimit')?.input).toEqual({ body: { key: 'DEPOSIT_DAY', value: '500' } }));
    await waitFor(() => expect(platform.calls.toasts.at(-1)?.message).toMatch(/^Saved: it applies on /));
    fireEvent.change(within(day).getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await within(day).findByText('Enter an amount above 0')).toBeTruthy();
  });

  it('self-exclusion asks for confirmation first, then excludes and logs out', async () => {
    const calls: TCall[] = [];
    const { platform } = renderWithPlatform(<ResponsibleGamblingPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      dialog: { confirm: true },
      api: fakeApi(
        {
          getResponsibleGambling: state(),
          startExclusion: { kind: 'SELF_EXCLUSION', startedAt: '2026-11-28T10:00:00.000Z', endsAt: '2027-05-28T10:00:00.000Z' },
        },
        calls,
      ) as never,
    });
    fireEvent.change(await screen.findByTestId('rg-exclusion-months'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(platform.calls.logout).toBe(1));
    expect(platform.calls.dialogs[0]).toMatchObject({ kind: 'confirm', options: { title: 'This cannot be undone' } });
    expect(calls.find((c) => c.name === 'startExclusion')?.input).toEqual({ body: { kind: 'SELF_EXCLUSION', months: 12, confirm: true } });
  });

  it('a cancelled confirmation starts nothing; an API refusal is a toast', async () => {
    const calls: TCall[] = [];
    const { platform } = renderWithPlatform(<ResponsibleGamblingPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      dialog: { confirm: false },
      api: fakeApi(
        { getResponsibleGambling: state(), startExclusion: new ApiError('RG_EXCLUSION_ACTIVE', 'A cool-off or self-exclusion is already running') },
        calls,
      ) as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(platform.calls.dialogs).toHaveLength(1));
    expect(calls.some((c) => c.name === 'startExclusion')).toBe(false);
    expect(platform.calls.logout).toBe(0);
  });
});
