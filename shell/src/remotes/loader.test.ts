import type { TRegistryRemote } from '@tessera/contract';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerPlugins: (...a: unknown[]) => registerPlugins(...a),
}));
jest.mock('../boot/http', () => ({ postBeacon: jest.fn() }));

import { postBeacon } from '../boot/http';
import { bus } from '../bus';
import { i18n, initI18n } from '../i18n';
import { entryForAttempt, forgetRemote, loadRemoteModule, reportRemoteFailure, RemoteLoadError } from './loader';

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
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'tessera_games', entry: '/remotes/~retry/games/1.0.0/remoteEntry.js?retry=1' }], { force: true });
});

test('a retry moves a remote of this origin under /remotes/~retry/ (new chunk URLs), keeping any query', () => {
  const origin = 'https://m.example.test';
  expect(entryForAttempt('/remotes/games/1.2.0/remoteEntry.js', 0, origin)).toBe('/remotes/games/1.2.0/remoteEntry.js');
  expect(entryForAttempt('/remotes/games/1.2.0/remoteEntry.js', 2, origin)).toBe('/remotes/~retry/games/1.2.0/remoteEntry.js?retry=2');
  expect(entryForAttempt('/remotes/games/1.2.0/remoteEntry.js?v=a', 1, origin)).toBe('/remotes/~retry/games/1.2.0/remoteEntry.js?v=a&retry=1');
  expect(entryForAttempt(`${origin}/remotes/games/1.2.0/remoteEntry.js`, 1, origin)).toBe(`${origin}/remotes/~retry/games/1.2.0/remoteEntry.js?retry=1`);
  // Another origin (a developer's server) keeps its path: only the query changes.
  expect(entryForAttempt('http://localhost:3001/remoteEntry.js', 3, origin)).toBe('http://localhost:3001/remoteEntry.js?retry=3');
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

describe('integrity of released remotes', () => {
  const released = (name: TRegistryRemote['name'], integrity: string): TRegistryRemote => ({ ...remote(name), integrity });
  type TPlugin = { createScript(a: { url: string }): HTMLScriptElement | undefined };
  const plugin = (): TPlugin => (registerPlugins.mock.calls[0]?.[0] as TPlugin[])[0] as TPlugin;

  test('the entry script of a released remote carries its published hash; a plain build gets none', async () => {
    loadRemote.mockResolvedValue(goodModule('member'));
    forgetRemote('member');
    await loadRemoteModule(released('member', 'sha384-abc'));
    const script = plugin().createScript({ url: `${window.location.origin}/remotes/member/1.0.0/remoteEntry.js?retry=2` });
    expect(script?.integrity).toBe('sha384-abc');
    expect(script?.crossOrigin).toBe('anonymous');
    // A retry's entry, under /remotes/~retry/, carries the same hash.
    expect(plugin().createScript({ url: `${window.location.origin}/remotes/~retry/member/1.0.0/remoteEntry.js?retry=3` })?.integrity).toBe('sha384-abc');
    expect(plugin().createScript({ url: '/remotes/wallet/1.0.0/remoteEntry.js' })).toBeUndefined();
  });

  test('a load failure whose entry bytes differ from the published hash is reported as an integrity failure', async () => {
    const bytes = new TextEncoder().encode('tampered');
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, arrayBuffer: async () => bytes.buffer });
    const subtle = { digest: jest.fn().mockResolvedValue(new Uint8Array([1, 2, 3]).buffer) };
    Object.assign(globalThis, { fetch: fetchMock });
    Object.defineProperty(globalThis, 'crypto', { value: { subtle }, configurable: true });
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'));
    await expect(loadRemoteModule(released('agent', 'sha384-published'))).rejects.toMatchObject({
      reason: 'integrity',
      message: expect.stringMatching(/^integrity: agent@1.0.0 remoteEntry.js does not match its published hash/),
    });
    expect(fetchMock).toHaveBeenCalledWith('/remotes/agent/1.0.0/remoteEntry.js', { credentials: 'same-origin' });
    // What the route reports (RemoteRoute passes the error's reason on): the beacon names integrity.
    (postBeacon as jest.Mock).mockClear();
    reportRemoteFailure(released('agent', 'sha384-published'), 'integrity', 'integrity: agent@1.0.0', '/m/agent');
    expect(postBeacon).toHaveBeenCalledWith(
      '/api/v1/telemetry',
      expect.objectContaining({ kind: 'remote.loadFailed', remote: 'agent', version: '1.0.0', reason: 'integrity' }),
    );
    // Same bytes as published: the failure stays what the runtime said.
    subtle.digest.mockResolvedValueOnce(new Uint8Array([0xb3]).buffer);
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'));
    await expect(loadRemoteModule(released('lottery', `sha384-${btoa(String.fromCharCode(0xb3))}`))).rejects.toMatchObject({ reason: 'network' });
  });

  test('a chunk whose bytes no hash in the intact entry matches is an integrity failure; an intact chunk stays network', async () => {
    const { webcrypto, createHash } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    const sriOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    const chunk = 'console.log("chunk 212 as built")';
    // What the SRI plugin writes into a remote's entry: every chunk's hash.
    const entry = `u.sriHashes={212:"${sriOf(chunk)}"};`;
    const files: Record<string, string> = {
      '/remotes/games/1.0.0/remoteEntry.js': entry,
      '/remotes/games/1.0.0/212.06233674.js': `${chunk};window.__tampered=1`,
      '/remotes/home/1.0.0/remoteEntry.js': entry.replace('u.', 'h.'),
      '/remotes/home/1.0.0/212.06233674.js': chunk,
    };
    const fetchMock = jest.fn((url: string) => {
      const body = files[new URL(url, window.location.href).pathname];
      return Promise.resolve(body === undefined ? { ok: false } : { ok: true, arrayBuffer: async () => new TextEncoder().encode(body).buffer });
    });
    Object.assign(globalThis, { fetch: fetchMock });
    // The bundler runtime's error for a chunk the browser refused (SRI mismatch) or could not fetch.
    const chunkError = (remoteName: string) =>
      Object.assign(new Error(`Loading chunk 212 failed.\n(error: ${window.location.origin}/remotes/${remoteName}/1.0.0/212.06233674.js)`), {
        name: 'ChunkLoadError',
        request: `${window.location.origin}/remotes/${remoteName}/1.0.0/212.06233674.js`,
      });

    forgetRemote('games');
    loadRemote.mockRejectedValueOnce(chunkError('games'));
    await expect(loadRemoteModule(released('games', sriOf(entry)))).rejects.toMatchObject({
      reason: 'integrity',
      message: 'integrity: games@1.0.0 212.06233674.js does not match its hash in remoteEntry.js',
    });
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/remotes/games/1.0.0/212.06233674.js`, { credentials: 'same-origin' });

    // The same chunk as built (a real outage): network, as the runtime said.
    forgetRemote('home');
    loadRemote.mockRejectedValueOnce(chunkError('home'));
    await expect(loadRemoteModule(released('home', sriOf(files['/remotes/home/1.0.0/remoteEntry.js'] ?? '')))).rejects.toMatchObject({ reason: 'network' });

    // A chunk that cannot be fetched at all: network too.
    delete files['/remotes/games/1.0.0/212.06233674.js'];
    forgetRemote('games');
    loadRemote.mockRejectedValueOnce(chunkError('games'));
    await expect(loadRemoteModule(released('games', sriOf(entry)))).rejects.toMatchObject({ reason: 'network' });
  });

  test('a successful load is counted (remote.loaded), the denominator of a canary failure rate', async () => {
    (postBeacon as jest.Mock).mockClear();
    loadRemote.mockResolvedValue(goodModule('wallet'));
    forgetRemote('wallet');
    await loadRemoteModule(remote('wallet'));
    expect(postBeacon).toHaveBeenCalledWith('/api/v1/telemetry', expect.objectContaining({ kind: 'remote.loaded', remote: 'wallet', version: '1.0.0' }));
  });
});
