import { ApiError, PATHS } from '@tessera/contract';
import { SECURITY_QUESTIONS, SECURITY_QUESTIONS_LOCK_MINUTES, type TGame } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES, sampleFunds, sampleHeadIcons, sampleMenu, samplePersonalInfo, SELF_SERVICE_API } from '../testing/fixtures';
import { PROFILE_PATH } from '../routes';
import GameRecordPage from './GameRecordPage';
import MemberHomePage from './MemberHomePage';
import ProfilePage from './ProfilePage';
import SecurityCenterPage from './SecurityCenterPage';
import TransactionRecordPage from './TransactionRecordPage';

// Member self-service (issue 29): personal info, recent games, popular announcements, third-party
// game records, the account record's transaction codes, verifying the security questions.

type TCall = { name: string; input: { body?: Record<string, unknown>; query?: Record<string, unknown> } };
const RESOURCES = MEMBER_RESOURCES;

/** An api.call answering from `answers` (functions see the input), recording every call. */
function fakeApi(answers: Record<string, unknown>, calls: TCall[] = []) {
  return (e: { name: string }, input: TCall['input']) => {
    calls.push({ name: e.name, input });
    if (!(e.name in answers)) return Promise.reject(new Error(e.name));
    try {
      const a = answers[e.name];
      const value = typeof a === 'function' ? (a as (i: TCall['input']) => unknown)(input) : a;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    } catch (err) {
      return Promise.reject(err as Error);
    }
  };
}

const game = (nodeId: string, name: string, vassalage = 'DEMO'): TGame =>
  ({
    nodeId,
    gameId: `g${nodeId}`,
    gameName: name,
    displayName: name,
    gameType: 'RNG',
    gameCategory: 'RNG',
    gameClassifyNew: 'SLOTS',
    vassalage,
    vendorName: 'Demo Games',
    gameCode: `c${nodeId}`,
    gameGroupId: null,
    lottoMode: null,
    supportPlay: 0,
    minBet: '1.00',
    minLine: 1,
    hot: false,
    hotRank: null,
    iconUrl: `/icons/${nodeId}.svg`,
  }) as unknown as TGame;

const announcement = (id: number, title: string) => ({
  id,
  type: 'PL',
  title,
  content: '<p>x</p>',
  read: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  groupName: null,
  url: null,
  link: null,
});

describe('Personal info (/m/member/profile)', () => {
  it('checks the nickname by the contract rule before sending, saves it trimmed, and shows the API refusal under the field', async () => {
    const calls: TCall[] = [];
    let refuse = false;
    renderWithPlatform(<ProfilePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi(
        {
          personalInfo: samplePersonalInfo(),
          getHeadIcon: sampleHeadIcons(),
          updateNickname: (i: TCall['input']) =>
            refuse ? new ApiError('NAME_FORMAT_INVALID', 'Name format is not valid (API)') : samplePersonalInfo({ nickname: String(i.body?.nickname) }),
        },
        calls,
      ) as never,
    });
    const field = await screen.findByLabelText('Nickname');
    expect((field as HTMLInputElement).value).toBe('Demo One');
    fireEvent.change(field, { target: { value: 'Ana_99!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name format is not valid')).toBeTruthy();
    expect(calls.some((c) => c.name === 'updateNickname')).toBe(false);
    fireEvent.change(field, { target: { value: '  Ana Silva ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'updateNickname')?.input.body).toEqual({ nickname: 'Ana Silva' }));
    refuse = true;
    fireEvent.change(field, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name format is not valid (API)')).toBeTruthy();
  });

  it('shows the current head icon checked and saves another one on a tap; a refusal is shown', async () => {
    const calls: TCall[] = [];
    let refuse = false;
    renderWithPlatform(<ProfilePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi(
        {
          personalInfo: samplePersonalInfo(),
          getHeadIcon: sampleHeadIcons('1'),
          setHeadIcon: (i: TCall['input']) => (refuse ? new ApiError('VALIDATION', 'Unknown head icon') : sampleHeadIcons(String(i.body?.headIcon))),
        },
        calls,
      ) as never,
    });
    const first = await screen.findByRole('radio', { name: 'Head icon 1' });
    expect((first as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Head icon 2' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'setHeadIcon')?.input.body).toEqual({ headIcon: '2' }));
    refuse = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Head icon 3' }));
    expect(await screen.findByText('Unknown head icon')).toBeTruthy();
  });
});

describe('Member center self-service blocks', () => {
  it('shows the chosen head icon and the nickname, linking to personal info', async () => {
    const { platform } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({
        ...SELF_SERVICE_API,
        whitelabelMenu: sampleMenu(),
        consolidatedFunds: sampleFunds(),
        personalInfo: samplePersonalInfo({ nickname: 'Ana Silva' }),
        getHeadIcon: sampleHeadIcons('2'),
      }) as never,
    });
    expect(await screen.findByText('Ana Silva')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('member-avatar').querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,2'));
    fireEvent.click(screen.getByTestId('member-profile-link'));
    expect(platform.calls.navigate).toEqual([PROFILE_PATH]);
  });

  it('lists the recent games, each launching again through the launch call; empty says so', async () => {
    const calls: TCall[] = [];
    const { unmount } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi(
        {
          ...SELF_SERVICE_API,
          whitelabelMenu: sampleMenu(),
          consolidatedFunds: sampleFunds(),
          recentGames: { list: [game('11', 'Lucky Seven'), game('12', 'Gold Rush')] },
          launchGame: { url: '/play/demo?ticket=t' },
        },
        calls,
      ) as never,
    });
    const row = await screen.findByTestId('recent-games');
    await within(row).findByText('Lucky Seven');
    expect(calls.find((c) => c.name === 'recentGames')?.input.query).toMatchObject({ limit: 8 });
    fireEvent.click(within(row).getByRole('button', { name: /Gold Rush/ }));
    await waitFor(() => expect(calls.find((c) => c.name === 'launchGame')?.input.query).toMatchObject({ vendor: 'DEMO', gameId: 'g12', nodeId: '12' }));
    unmount();
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({ ...SELF_SERVICE_API, whitelabelMenu: sampleMenu(), consolidatedFunds: sampleFunds() }) as never,
    });
    expect(await within(await screen.findByTestId('recent-games')).findByText('Games you play show up here')).toBeTruthy();
  });

  it('a failed recent-games call says why with a retry', async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({
        ...SELF_SERVICE_API,
        whitelabelMenu: sampleMenu(),
        consolidatedFunds: sampleFunds(),
        recentGames: new ApiError('NETWORK', 'Network error'),
      }) as never,
    });
    const row = await screen.findByTestId('recent-games');
    expect(await within(row).findByText('Network error')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the first three popular announcements, each and "all" opening /m/notice', async () => {
    const { platform } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({
        ...SELF_SERVICE_API,
        whitelabelMenu: sampleMenu(),
        consolidatedFunds: sampleFunds(),
        popularAnnouncements: { list: [1, 2, 3, 4].map((i) => announcement(i, `News ${i}`)) },
      }) as never,
    });
    const block = await screen.findByTestId('popular-announcements');
    await within(block).findByText('News 1');
    expect(within(block).queryByText('News 4')).toBeNull();
    fireEvent.click(within(block).getByRole('link', { name: /News 2/ }));
    fireEvent.click(within(block).getByRole('link', { name: /All announcements/ }));
    expect(platform.calls.navigate).toEqual([PATHS.notice, PATHS.notice]);
  });
});

describe('Third-party game records (betting record tab)', () => {
  it('lists the vendors by day with totals, pages on and asks again for another period', async () => {
    const calls: TCall[] = [];
    const row = (day: string, vendor: string) => ({ day, vendor, vendorName: `${vendor} Games`, count: 2, stake: '20.00', payout: '25.00', profit: '5.00' });
    renderWithPlatform(<GameRecordPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi(
        {
          bettingRecords: { list: [], pageNum: 1, totalPages: 1, total: 0, totals: { stake: '0.00', payout: '0.00', profit: '0.00' } },
          thirdPartyGameRecords: (i: TCall['input']) => {
            const p = Number(i.query?.pageNo ?? 1);
            return {
              list: [row(`2026-11-2${p}`, p === 1 ? 'PG' : 'JILI')],
              pageNum: p,
              totalPages: 2,
              total: 2,
              totals: { count: 4, stake: '40.00', payout: '50.00', profit: '10.00' },
            };
          },
        },
        calls,
      ) as never,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Third-party games' }));
    const list = await screen.findByTestId('third-party-records');
    expect(await within(list).findByText('PG Games')).toBeTruthy();
    expect(within(list).getByText(/2026-11-21 · 2 bets/)).toBeTruthy();
    expect(screen.getByTestId('third-party-totals').textContent).toContain('+¥10.00');
    fireEvent.click(within(list).getByTestId('load-more'));
    expect(await within(list).findByText('JILI Games')).toBeTruthy();
    fireEvent.click(within(list).getByRole('radio', { name: 'Today' }));
    await waitFor(() => {
      const q = calls.filter((c) => c.name === 'thirdPartyGameRecords').at(-1)?.input.query;
      expect(q?.from).toBe(q?.to);
    });
  });
});

describe('Account record transaction codes', () => {
  it("offers the API's codes only, labelled in the player's language or by the API's label", async () => {
    const calls: TCall[] = [];
    renderWithPlatform(<TransactionRecordPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi(
        {
          transactionCodes: {
            list: [
              { code: 'DEPOSIT', label: 'Deposit', direction: 'in' },
              { code: 'NEW_CODE', label: 'Brand new movement', direction: 'both' },
            ],
          },
          accountRecords: { list: [], pageNum: 1, totalPages: 1, total: 0 },
        },
        calls,
      ) as never,
    });
    const select = screen.getByLabelText('Transaction type');
    await within(select).findByRole('option', { name: 'Brand new movement' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'DEPOSIT', 'NEW_CODE']);
    fireEvent.change(select, { target: { value: 'DEPOSIT' } });
    await waitFor(() => expect(calls.filter((c) => c.name === 'accountRecords').at(-1)?.input.query).toMatchObject({ type: 'DEPOSIT' }));
  });
});

describe('Verifying the security questions before a PIN reset', () => {
  const selected = [SECURITY_QUESTIONS[0]!.id, SECURITY_QUESTIONS[1]!.id, SECURITY_QUESTIONS[2]!.id];
  const base = {
    securityConfig: { paymentPasswordSet: true, bankCardCount: 0, payeeName: null, emailBound: false, mobileBound: true, securityQuestionsSet: true },
    kycStatus: { status: 'NONE', documentType: null, submittedAt: null, reviewedAt: null, reason: null },
    bankCards: { list: [], max: 5 },
    securityQuestions: { list: SECURITY_QUESTIONS.map((q) => ({ ...q })), selected, required: 3, lockedUntil: null },
  };
  const answerAll = (dialog: HTMLElement, value: string) => {
    for (const box of within(dialog).getAllByRole('textbox')) fireEvent.change(box, { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  };

  it('wrong answers say how many attempts are left, then the lock and its end; right answers reset the PIN with the proof', async () => {
    const calls: TCall[] = [];
    const lockedUntil = new Date(Date.now() + SECURITY_QUESTIONS_LOCK_MINUTES * 60_000).toISOString();
    const outcomes: unknown[] = [
      new ApiError('SECURITY_ANSWERS_INCORRECT', 'incorrect', { remainingAttempts: 2 }),
      { securityProof: 'proof-1', expiresAt: lockedUntil },
    ];
    const { platform } = renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({ ...base, verifySecurityQuestions: () => outcomes.shift(), resetPaymentPassword: { paymentPasswordSet: true } }, calls) as never,
    });
    const pins = ['654321', '654321'];
    platform.dialog.prompt = () => Promise.resolve(pins.shift() ?? null);
    await screen.findByTestId('security-questions');
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Forgot the payment password/ }));
    fireEvent.click(await screen.findByTestId('reset-by-questions'));
    const dialog = await screen.findByRole('dialog', { name: 'Answer your security questions' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    answerAll(dialog, 'wrong');
    expect(await within(dialog).findByText('The answers are incorrect. 2 attempts left before they lock.')).toBeTruthy();
    answerAll(dialog, 'right');
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'resetPaymentPassword')?.input.body).toEqual({
        securityProof: 'proof-1',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      }),
    );
    expect(calls.filter((c) => c.name === 'verifySecurityQuestions')[0]?.input.body).toEqual({
      answers: selected.map((questionId) => ({ questionId, answer: 'wrong' })),
    });
    expect(calls.some((c) => c.name === 'sendPaymentPasswordResetCode')).toBe(false);
  });

  it('a lock answered by the API closes the form and says until when', async () => {
    const lockedUntil = new Date(Date.now() + SECURITY_QUESTIONS_LOCK_MINUTES * 60_000).toISOString();
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({ ...base, verifySecurityQuestions: new ApiError('SECURITY_QUESTIONS_LOCKED', 'locked', { lockedUntil }) }) as never,
    });
    await screen.findByTestId('security-questions');
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Forgot the payment password/ }));
    fireEvent.click(await screen.findByTestId('reset-by-questions'));
    const dialog = await screen.findByRole('dialog', { name: 'Answer your security questions' });
    answerAll(dialog, 'x');
    expect(await within(dialog).findByText(/Too many wrong answers\. Try again after /)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    for (const box of within(dialog).getAllByRole('textbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('a member with questions and no mobile number can reset too, with the questions alone', async () => {
    const calls: TCall[] = [];
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      api: fakeApi({ ...base, securityConfig: { ...base.securityConfig, mobileBound: false } }, calls) as never,
    });
    await screen.findByTestId('security-questions');
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Forgot the payment password/ }));
    expect(await screen.findByRole('dialog', { name: 'Answer your security questions' })).toBeTruthy();
    expect(screen.queryByTestId('reset-pin-chooser')).toBeNull();
    expect(calls.some((c) => c.name === 'sendPaymentPasswordResetCode')).toBe(false);
  });

  it('a member without questions goes straight to the SMS reset', async () => {
    const calls: TCall[] = [];
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: RESOURCES,
      dialog: { prompt: null },
      api: fakeApi(
        {
          ...base,
          securityQuestions: { ...base.securityQuestions, selected: [] },
          sendPaymentPasswordResetCode: { mobile: '138****8000', expiresInMinutes: 5 },
        },
        calls,
      ) as never,
    });
    await screen.findByTestId('security-questions');
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Forgot the payment password/ }));
    await waitFor(() => expect(calls.some((c) => c.name === 'sendPaymentPasswordResetCode')).toBe(true));
    expect(screen.queryByTestId('reset-pin-chooser')).toBeNull();
  });
});
