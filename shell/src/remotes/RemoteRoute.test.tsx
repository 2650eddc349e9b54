import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { TBusEvent, TRegistryRemote } from '@tessera/contract';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
  loadRemote: (...a: unknown[]) => loadRemote(...a),
}));
jest.mock('../boot/http', () => ({ postBeacon: jest.fn(), getMerchant: () => 'demo' }));

import { postBeacon } from '../boot/http';
import { bus } from '../bus';
import { i18n, initI18n, setLanguage } from '../i18n';
import { en } from '../i18n/locales/en';
import { forgetRemote } from './loader';
import { RemoteRoute } from './RemoteRoute';

const games: TRegistryRemote = { name: 'games', version: '1.0.0', entry: '/remotes/games/1.0.0/remoteEntry.js', canary: false, routes: [] };
const meta = { path: '/m/game', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.game', access: 'public' } as const;
const moduleWith = (component: () => ReactElement) => ({
  default: {
    name: 'games',
    version: '1.0.0',
    requires: { platform: '^1' },
    routes: [{ ...meta, component }],
    locales: { EN: { title: { game: 'Game Center' } } },
  },
});
const GamePage = () => <h1>Game Center</h1>;

const events: TBusEvent[] = [];
const sub = bus.events$.subscribe((e) => events.push(e));
afterAll(() => sub.unsubscribe());

beforeAll(() => initI18n());
beforeEach(() => {
  registerRemotes.mockReset();
  loadRemote.mockReset();
  (postBeacon as jest.Mock).mockReset();
  forgetRemote('games');
  events.length = 0;
});

describe('RemoteRoute', () => {
  it('shows page-loading, then the remote page of the route', async () => {
    let answer: (v: unknown) => void = () => {};
    loadRemote.mockImplementation(() => new Promise((r) => (answer = r)));
    render(<RemoteRoute remote={games} path="/m/game" />);
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    answer(moduleWith(GamePage));
    expect(await screen.findByRole('heading', { name: 'Game Center' })).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('a remote that fails to load shows remote-fallback ("Loading failed, click to retry"), reported on the bus and to telemetry', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 Failed to load script resources'));
    render(<RemoteRoute remote={games} path="/m/game" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toBe(en.remote.loadFailed);
    expect(events.filter((e) => e.type === 'remote.loadFailed').map((e) => e.payload)).toEqual([
      expect.objectContaining({ remote: 'games', reason: 'network', path: '/m/game' }),
    ]);
    expect(postBeacon).toHaveBeenCalled();
  });

  it('retry loads the remote again (a fresh entry) and shows the page', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources')).mockResolvedValueOnce(moduleWith(GamePage));
    render(<RemoteRoute remote={games} path="/m/game" />);
    fireEvent.click(await screen.findByTestId('remote-fallback'));
    expect(await screen.findByRole('heading', { name: 'Game Center' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The retry asks for a fresh copy of the entry (a failed script stays cached by URL).
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'tessera_games', entry: expect.stringMatching(/remoteEntry\.js\?retry=\d+$/) }], { force: true });
  });

  it('a page that throws while rendering is contained in the fallback, reported as a render failure', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const Broken = (): ReactElement => {
        throw new Error('boom');
      };
      loadRemote.mockResolvedValue(moduleWith(Broken));
      render(<RemoteRoute remote={games} path="/m/game" />);
      expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
      expect(events.some((e) => e.type === 'remote.loadFailed' && e.payload.reason === 'render')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('a route the loaded module does not have is a contract break: fallback, reported as invalid', async () => {
    loadRemote.mockResolvedValue(moduleWith(GamePage));
    render(<RemoteRoute remote={games} path="/m/slotsCenter" />);
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(events.some((e) => e.type === 'remote.loadFailed' && e.payload.reason === 'invalid')).toBe(true);
  });

  it("holds the page until the remote's pack for the language in use is there (lazyLocales): never EN first", async () => {
    await setLanguage('PT');
    let pt: (pack: Record<string, unknown>) => void = () => {};
    const ptPack = jest.fn(() => new Promise<Record<string, unknown>>((r) => (pt = r)));
    // Reads the remote's namespace the way the SDK's useT does (the shell's i18n instance).
    const Translated = () => <h1>{i18n.t('title.game', { ns: 'games' })}</h1>;
    loadRemote.mockResolvedValue({ default: { ...moduleWith(Translated).default, lazyLocales: { PT: ptPack } } });
    render(<RemoteRoute remote={games} path="/m/game" />);
    await waitFor(() => expect(ptPack).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => pt({ title: { game: 'Centro de Jogos' } }));
    expect(await screen.findByRole('heading', { name: 'Centro de Jogos' })).toBeTruthy();
    await setLanguage('EN');
  });
});
