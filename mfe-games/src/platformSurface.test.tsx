// A remote's own test of the whole platform surface, through createTestPlatform() only: if the
// fake lacks a part, or a part stops behaving as the contract says, this fails in the remote's
// suite before the remote ships. The page below is small on purpose and reads every part through
// the SDK's narrow hooks: session and role, member, status info, wallet and format, api (signal,
// ApiError, upload), toast, dialogs, loading, title, nav, i18n, theme, device, bus, and the session
// actions.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ApiError, isAbortedCall, isApiErrorOf, PATHS, TOAST_MS, withQuery } from '@tessera/contract';
import {
  useApi,
  useBus,
  useDevice,
  useDialog,
  useFormat,
  useI18n,
  useLoading,
  useNav,
  useSession,
  useStatusInfo,
  useT,
  useTheme,
  useToast,
  useUi,
  useWallet,
} from '@tessera/platform-sdk';
import { addFavourite, applyPromotion, hotGames } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { locales } from './locales';

function SurfacePage() {
  const p = {
    ...useSession(),
    ...useStatusInfo(),
    ...useTheme(),
    wallet: useWallet(),
    format: useFormat(),
    api: useApi(),
    toast: useToast(),
    dialog: useDialog(),
    loading: useLoading(),
    ui: useUi(),
    nav: useNav(),
    i18n: useI18n(),
    device: useDevice(),
    bus: useBus(),
  };
  const t = useT('games');
  const [hot, setHot] = useState<string>('…');
  const [lastWallet, setLastWallet] = useState<string | null>(null);
  const [aborted, setAborted] = useState(false);

  // api.call with an abort signal: the call is cancelled when the page goes away.
  useEffect(() => {
    const controller = new AbortController();
    p.api.call(hotGames, { query: { language: p.i18n.language } }, { signal: controller.signal }).then(
      (value) => setHot(String(value.list.length)),
      (e: unknown) => setAborted(isAbortedCall(e)),
    );
    return () => controller.abort();
  }, [p.api, p.i18n.language]);

  useEffect(() => p.bus.on('wallet.changed', ({ sumBalance }) => setLastWallet(sumBalance)), [p.bus]);
  useEffect(() => p.ui.setTitle(t('title.slotsCenter')), [p.ui, t]);

  const favourite = async () => {
    if (!p.requireLogin({ visitor: 'toast' })) return;
    p.loading.show();
    try {
      await p.api.call(addFavourite, { body: { nodeId: 'n-1', vendor: 'PG' } });
      p.bus.publish('favourites.changed', { nodeId: 'n-1', vendor: 'PG', favourite: true });
      p.toast.show('success', 'saved', { durationMs: TOAST_MS.favouriteSaved });
    } catch (e) {
      // Spec §8: on failure the loading is hidden silently; a known code may still be worth a word.
      if (isApiErrorOf(e, addFavourite) && e.code === 'FAVOURITES_FULL') p.toast.show('fail', e.message);
    } finally {
      p.loading.hide();
    }
  };

  const upload = async (file: File) => {
    if (!p.requireRealMember()) return;
    await p.api.call(applyPromotion, { params: { id: '3' }, form: { comment: 'receipt', images: [file] } }, { idempotencyKey: 'k-1' });
  };

  const rename = async () => {
    const name = await p.dialog.prompt({ mode: 'plainText', title: 'Rename', message: '', label: 'Nickname' });
    if (name !== null) p.toast.show('info', `hello ${name}`);
  };

  const ask = async () => {
    if (await p.dialog.confirm({ title: 'Leave?', message: 'Sure?' })) await p.dialog.alert({ title: 'Bye', message: 'Done' });
  };

  const service = p.statusInfo.customerService[0];
  return (
    <section>
      <h1>{t('title.slotsCenter')}</h1>
      <p data-testid="who">
        {p.role} {p.session?.userName ?? '-'} {p.member ? `${p.member.nickname}/${p.member.vipLabel}` : 'no-member'} {p.isRealMember ? 'real' : 'not-real'}
      </p>
      <p data-testid="money">
        {p.format.money(p.wallet.sumBalance)} | {p.format.headerMoney(p.wallet.sumBalance)} | {p.wallet.currencySymbol}
      </p>
      <p data-testid="status">
        {p.statusInfo.templates.memberCenter} {p.statusInfo.templates.deposit} {p.statusInfo.currency.code} {p.statusInfo.menu.REWCEN3 ? 'rew-on' : 'rew-off'}{' '}
        {p.flags.CBS3 ? 'chat-on' : 'chat-off'}
      </p>
      {service ? (
        <a data-testid="cs" href={service.url}>
          {service.csType}
        </a>
      ) : null}
      <p data-testid="device">{p.device.ios ? (p.device.safari ? 'ios-safari' : 'ios-other') : 'not-ios'}</p>
      <p data-testid="env">
        {p.i18n.language} {p.i18n.dir} {p.theme} {p.nav.path} {p.nav.query.get('tab') ?? ''}
      </p>
      <p data-testid="hot">{hot}</p>
      <p data-testid="aborted">{aborted ? 'aborted' : 'live'}</p>
      <p data-testid="last-wallet">{lastWallet ?? '-'}</p>
      <button type="button" onClick={() => void favourite()}>
        favourite
      </button>
      <button type="button" onClick={() => void upload(new File(['x'], 'receipt.png', { type: 'image/png' }))}>
        upload
      </button>
      <button type="button" onClick={() => void rename()}>
        rename
      </button>
      <button type="button" onClick={() => void ask()}>
        ask
      </button>
      <button type="button" onClick={() => p.requireRealMember({ trial: 'registerDialog' }) && p.nav.navigate(PATHS.memberHome)}>
        member center
      </button>
      <button type="button" onClick={() => p.requireLogin() && p.nav.navigate(withQuery(PATHS.gameList, { type: 'fav' }))}>
        launch
      </button>
      <button type="button" onClick={() => p.nav.back()}>
        back
      </button>
      <button type="button" onClick={() => p.setTheme(p.theme === 'dark' ? 'light' : 'dark')}>
        theme
      </button>
      <button type="button" onClick={() => p.i18n.setLanguage('PT')}>
        language
      </button>
      <button type="button" onClick={() => p.wallet.refresh()}>
        refresh
      </button>
      <button type="button" onClick={() => p.ui.openSideMenu()}>
        menu
      </button>
      <button type="button" onClick={() => p.ui.openReferral()}>
        invite
      </button>
      <button type="button" onClick={() => void p.logout()}>
        logout
      </button>
      <button type="button" onClick={() => void p.startTrial()}>
        trial
      </button>
    </section>
  );
}

const HOT = { list: [{ nodeId: 'n-1' }, { nodeId: 'n-2' }] };
const resources = { games: locales.EN ?? {} };
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Renders the page and lets its first call (hot games) settle. */
async function mount(options: Parameters<typeof renderWithPlatform>[1]) {
  const view = renderWithPlatform(<SurfacePage />, options);
  await act(async () => {});
  return view;
}

describe('a remote page on the whole platform surface (createTestPlatform)', () => {
  it('reads session, role, member, status info (decrypted customer service), wallet and format, device, i18n, theme and nav', async () => {
    await mount({ session: SAMPLE_MEMBER, resources, path: '/m/slotsCenter?tab=PG', api: { hotGames: HOT } });
    expect(screen.getByRole('heading').textContent).toBe('Slots');
    expect(screen.getByTestId('who').textContent).toBe('member demo1 demo1/VIP1 real');
    expect(screen.getByTestId('money').textContent).toBe('¥1,000.00 | 1,000 | ¥');
    expect(screen.getByTestId('status').textContent).toBe('new base CNY rew-off chat-on');
    expect(screen.getByTestId('cs').getAttribute('href')).toBe('https://wa.me/15550100001');
    expect(screen.getByTestId('device').textContent).toBe('not-ios');
    expect(screen.getByTestId('env').textContent).toBe('EN ltr dark /m/slotsCenter PG');
    expect(await screen.findByText('2')).toBeTruthy();
  });

  it('options set role, member, flags, wallet, status, device and language', async () => {
    await mount({
      role: 'agent',
      member: { id: 9, account: 'agent1', nickname: 'Agent One', type: 1, vipLabel: 'VIP3' },
      flags: { REWCEN3: true, CBS3: false },
      wallet: { sumBalance: '-1234.5', currencySymbol: 'R$' },
      device: { ios: true, safari: false },
      language: 'PT-BR',
      resources,
      api: { hotGames: HOT },
    });
    expect(screen.getByTestId('who').textContent).toBe('agent agent1 Agent One/VIP3 real');
    expect(screen.getByTestId('money').textContent).toBe('-R$1.234,50 | -1.234 | R$');
    expect(screen.getByTestId('status').textContent).toContain('rew-on chat-off');
    expect(screen.getByTestId('device').textContent).toBe('ios-other');
  });

  it('records the api calls with their input and signal; the page aborts its call when it goes away', async () => {
    let release: () => void = () => {};
    const { platform, unmount } = renderWithPlatform(<SurfacePage />, {
      session: SAMPLE_MEMBER,
      resources,
      api: {
        hotGames: (_input: unknown, options: { signal?: AbortSignal } | undefined) =>
          new Promise((resolve, reject) => {
            release = () => resolve(HOT);
            options?.signal?.addEventListener('abort', () => reject(new ApiError('ABORTED', 'aborted')));
          }),
      },
    });
    expect(platform.calls.api[0]).toMatchObject({ name: 'hotGames', input: { query: { language: 'EN' } } });
    expect(platform.calls.api[0]?.options?.signal).toBeInstanceOf(AbortSignal);
    const signal = platform.calls.api[0]?.options?.signal as AbortSignal;
    unmount();
    expect(signal.aborted).toBe(true);
    release();
  });

  it('favourite as a member: loading around the call, the bus event, a 1 s success toast', async () => {
    const { platform } = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT, addFavourite: { success: true, nodeId: 'n-1', total: 1 } } });
    await act(async () => click('favourite'));
    expect(platform.calls.loading).toEqual(['show', 'hide']);
    expect(platform.calls.api.map((c) => c.name)).toContain('addFavourite');
    expect(platform.calls.events.filter((e) => e.type === 'favourites.changed')).toHaveLength(1);
    expect(platform.calls.toasts).toEqual([{ type: 'success', message: 'saved', durationMs: TOAST_MS.favouriteSaved }]);
  });

  it('favourite failing with an ApiError: the remote reads its code and message', async () => {
    const { platform } = await mount({
      session: SAMPLE_MEMBER,
      resources,
      api: { hotGames: HOT, addFavourite: new ApiError('FAVOURITES_FULL', 'Too many favourite games: remove one first') },
    });
    await act(async () => click('favourite'));
    expect(platform.calls.loading).toEqual(['show', 'hide']);
    expect(platform.calls.toasts).toEqual([{ type: 'fail', message: 'Too many favourite games: remove one first', durationMs: undefined }]);
  });

  it('favourite as a visitor: the in_logged_login toast (2 s) and no call', async () => {
    const { platform } = await mount({ resources, api: { hotGames: HOT } });
    await act(async () => click('favourite'));
    expect(platform.calls.requireLogin).toEqual([{ visitor: 'toast' }]);
    expect(platform.calls.toasts).toEqual([{ type: 'info', message: 'in_logged_login', durationMs: TOAST_MS.loginRequired }]);
    expect(platform.calls.api.map((c) => c.name)).toEqual(['hotGames']);
  });

  it('a launch as a visitor goes to login with the return path; a member goes on', async () => {
    const visitor = await mount({ resources, path: '/m/slotsCenter', api: { hotGames: HOT } });
    click('launch');
    expect(visitor.platform.calls.navigate).toEqual([withQuery(PATHS.login, { redirect: '/m/slotsCenter' })]);
    visitor.unmount();
    const member = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT } });
    click('launch');
    expect(member.platform.calls.navigate).toEqual(['/m/gameList?type=fav']);
  });

  it('member center as a trial user: the register dialog, then /m/register; an upload is refused with free_reject', async () => {
    const { platform } = await mount({ role: 'trial', resources, api: { hotGames: HOT } });
    expect(screen.getByTestId('who').textContent).toBe('trial trial_0001 trial_0001/VIP1 not-real');
    click('member center');
    expect(platform.calls.requireRealMember).toEqual([{ trial: 'registerDialog' }]);
    expect(platform.calls.dialogs[0]?.kind).toBe('confirm');
    expect(platform.calls.navigate).toEqual([PATHS.register]);
    await act(async () => click('upload'));
    expect(platform.calls.toasts).toEqual([{ type: 'info', message: 'free_reject', durationMs: TOAST_MS.freeReject }]);
    expect(platform.calls.api.map((c) => c.name)).toEqual(['hotGames']);
  });

  it('an upload as a member goes through api.call with its form and idempotency key', async () => {
    const { platform } = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT, applyPromotion: { id: 1 } } });
    await act(async () => click('upload'));
    const call = platform.calls.api.find((c) => c.name === 'applyPromotion');
    expect(call?.input).toMatchObject({ params: { id: '3' }, form: { comment: 'receipt' } });
    expect(((call?.input as { form: { images: File[] } }).form.images[0] as File).name).toBe('receipt.png');
    expect(call?.options).toEqual({ idempotencyKey: 'k-1' });
  });

  it('dialogs: prompt answers (or null), confirm then alert, all recorded', async () => {
    const named = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT }, dialog: { prompt: 'Lucky' } });
    await act(async () => click('rename'));
    expect(named.platform.calls.toasts).toEqual([{ type: 'info', message: 'hello Lucky', durationMs: undefined }]);
    await act(async () => click('ask'));
    expect(named.platform.calls.dialogs.map((d) => d.kind)).toEqual(['prompt', 'confirm', 'alert']);
    named.unmount();
    const cancelled = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT }, dialog: { prompt: null, confirm: false } });
    await act(async () => click('rename'));
    await act(async () => click('ask'));
    expect(cancelled.platform.calls.toasts).toEqual([]);
    expect(cancelled.platform.calls.dialogs.map((d) => d.kind)).toEqual(['prompt', 'confirm']);
  });

  it('title, nav, theme, language, wallet refresh, side menu, referral: recorded and published on the bus', async () => {
    const { platform } = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT } });
    expect(platform.calls.titles).toEqual(['Slots']);
    click('back');
    click('theme');
    click('language');
    click('refresh');
    click('menu');
    click('invite');
    expect(platform.calls.navigate).toEqual(['(back)']);
    expect(platform.calls.themes).toEqual(['light']);
    expect(platform.calls.languages).toEqual(['PT']);
    expect(platform.calls.walletRefresh).toBe(1);
    expect(platform.calls.sideMenu).toBe(1);
    expect(platform.calls.referral).toBe(1);
    expect(platform.calls.events.map((e) => e.type)).toEqual(['theme.changed', 'language.changed', 'wallet.refreshRequested']);
    act(() => platform.bus.publish('wallet.changed', { sumBalance: '990.00', currencySymbol: '¥' }));
    expect(screen.getByTestId('last-wallet').textContent).toBe('990.00');
  });

  it('logout and startTrial: recorded, session.changed published, replaced to home; a cancelled logout does nothing', async () => {
    const { platform } = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT } });
    await act(async () => click('logout'));
    expect(platform.calls.logout).toBe(1);
    expect(platform.calls.events.filter((e) => e.type === 'session.changed').map((e) => e.payload)).toEqual([{ session: null, reason: 'logout' }]);
    expect(platform.calls.navigate).toEqual([PATHS.home]);
    expect(platform.calls.navigateOptions).toEqual([{ replace: true }]);
    await act(async () => click('trial'));
    expect(platform.calls.startTrial).toBe(1);
    await waitFor(() => expect(platform.calls.navigate).toEqual([PATHS.home, PATHS.home]));

    const kept = await mount({ session: SAMPLE_MEMBER, resources, api: { hotGames: HOT }, dialog: { confirm: false } });
    await act(async () => void fireEvent.click(screen.getAllByRole('button', { name: 'logout' })[1] as HTMLElement));
    expect(kept.platform.calls.events.filter((e) => e.type === 'session.changed')).toEqual([]);
    expect(kept.platform.calls.navigate).toEqual([]);
  });

  it('a call the test gave no answer for rejects with an ApiError naming the descriptor', async () => {
    const { platform } = await mount({ session: SAMPLE_MEMBER, resources });
    await expect(platform.api.call(hotGames, { query: {} })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'NOT_FOUND',
      message: expect.stringContaining('hotGames'),
    });
  });
});
