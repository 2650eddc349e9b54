import type { TRegistryRemote } from '@tessera/shared-contracts';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
  loadRemote: (...a: unknown[]) => loadRemote(...a),
}));
jest.mock('../boot/http', () => ({ postBeacon: jest.fn() }));

import { postBeacon } from '../boot/http';
import { bus } from '../bus';
import { i18n, initI18n } from '../i18n';
import { forgetRemote, loadRemoteModule, reportRemoteFailure, RemoteLoadError } from './loader';

const remote = (name: TRegistryRemote['name']): TRegistryRemote => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
  canary: false,
  routes: [],
});
const goodModule = (name: string, platform = '^1') => ({
  default: { name, version: '1.0.0', requires: { platform }, routes: [], locales: { EN: { title: { x: 'X' } } } },
});

beforeAll(() => initI18n());

beforeEach(() => {
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

test('loads a valid remote once and shares the promise', async () => {
  loadRemote.mockResolvedValue(goodModule('home'));
  const [a, b] = await Promise.all([loadRemoteModule(remote('home')), loadRemoteModule(remote('home'))]);
  expect(a).toBe(b);
  expect(a.name).toBe('home');
  expect(i18n.t('title.x', { ns: 'home' })).toBe('X');
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'tessera_home', entry: '/remotes/home/1.0.0/remoteEntry.js' }], { force: false });
});

test('a failed load is forgotten and the retry asks for a fresh entry', async () => {
  loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'));
  await expect(loadRemoteModule(remote('games'))).rejects.toMatchObject({ reason: 'network' });
  loadRemote.mockResolvedValueOnce(goodModule('games'));
  await expect(loadRemoteModule(remote('games'))).resolves.toMatchObject({ name: 'games' });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'tessera_games', entry: '/remotes/games/1.0.0/remoteEntry.js?retry=1' }], { force: true });
});

test('an export that is not a RemoteModule is refused as invalid', async () => {
  loadRemote.mockResolvedValue({ default: { hello: 'world' } });
  await expect(loadRemoteModule(remote('lottery'))).rejects.toMatchObject({ reason: 'invalid' });
});

test('a remote built for another platform major is refused as incompatible', async () => {
  loadRemote.mockResolvedValue(goodModule('wallet', '^2'));
  await expect(loadRemoteModule(remote('wallet'))).rejects.toMatchObject({ reason: 'incompatible' });
});

test('a remote that never answers fails with timeout after the loader timeout', async () => {
  jest.useFakeTimers();
  loadRemote.mockReturnValue(new Promise(() => {}));
  const p = loadRemoteModule(remote('agent'));
  jest.advanceTimersByTime(4001);
  await expect(p).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(p).rejects.toMatchObject({ reason: 'timeout' });
  jest.useRealTimers();
});

test('forgetRemote makes the next load fetch again', async () => {
  loadRemote.mockResolvedValue(goodModule('member'));
  await loadRemoteModule(remote('member'));
  forgetRemote('member');
  await loadRemoteModule(remote('member'));
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('failures are published on the bus and sent to telemetry', () => {
  const events: unknown[] = [];
  const off = bus.on('remote.loadFailed', (p) => events.push(p));
  reportRemoteFailure(remote('games'), 'render', 'boom', '/m/game');
  off();
  expect(events).toEqual([{ remote: 'games', version: '1.0.0', reason: 'render', message: 'boom', path: '/m/game' }]);
  expect(postBeacon).toHaveBeenCalledWith('/api/v1/telemetry', {
    kind: 'remote.loadFailed',
    remote: 'games',
    version: '1.0.0',
    reason: 'render',
    message: 'boom',
    path: '/m/game',
  });
});
