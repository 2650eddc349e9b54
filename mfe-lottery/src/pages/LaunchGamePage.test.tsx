import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { locales } from '../locales';
import LaunchGamePage from './LaunchGamePage';

// The lottery frame (spec §2 /m/launchGame; docs/decisions/lottery-vendor-frames.md): the demo
// lottery on this site, a vendor's full launch URL on an allowed origin, with the spec's parameters;
// any other origin refused with the origin named; the vendor's messages taken from its origin only.

const QUERY = 'playType=ent&gameId=G77&gameGroupId=3&prize_mode=Lott&code=VN_HN_1M&vendor=LOTT&nodeId=9&pageBack=home';
const answer = (url: string, frameOrigins?: string[]) => ({
  url,
  launcher: 'lottery',
  page: 'launchGame',
  mode: 'real',
  nodeId: '9',
  gameId: 'G77',
  gameCode: 'VN_HN_1M',
  gameName: 'Hanoi 1 minute',
  vendor: 'LOTT',
  gameCategory: 'LOTT',
  prizeMode: 'Lott',
  playType: 'ent',
  expiresAt: '2026-11-28T23:59:00Z',
  ...(frameOrigins ? { frameOrigins } : {}),
});
const render = (launchGame: unknown) =>
  renderWithPlatform(<LaunchGamePage />, {
    path: `/m/launchGame?${QUERY}`,
    role: 'member',
    theme: 'light',
    resources: { lottery: locales.EN as Record<string, unknown> },
    api: { launchGame },
  });

const frameSrc = async () => new URL((await screen.findByTestId('lottery-frame')).getAttribute('src') ?? '', window.location.origin);

test("the demo lottery: this site's page with the game's, the member's and the merchant's parameters", async () => {
  render(answer('/play/lottery?ticket=T1'));
  const src = await frameSrc();
  expect(src.origin).toBe(window.location.origin);
  expect(src.pathname).toBe('/play/lottery');
  expect(Object.fromEntries(src.searchParams)).toEqual({
    ticket: 'T1',
    gameId: 'G77',
    gameGroupId: '3',
    prize_mode: 'Lott',
    mui: 'demo1',
    merchant: 'demo',
    css: 'light',
    back: 'none',
    lang: 'EN',
  });
});

test("a vendor's full launch URL on an allowed origin is framed whole (its path and its own query kept; its game parameters win)", async () => {
  render(answer('https://lotto.example/v2/launch?skin=blue&ticket=T2&gameId=VENDOR_G&gameGroupId=3&prize_mode=Lott', ['https://lotto.example']));
  const frame = await screen.findByTestId('lottery-frame');
  const src = new URL(frame.getAttribute('src') ?? '');
  expect(`${src.origin}${src.pathname}`).toBe('https://lotto.example/v2/launch');
  expect(src.searchParams.get('skin')).toBe('blue');
  expect(src.searchParams.get('ticket')).toBe('T2');
  expect(src.searchParams.get('gameId')).toBe('VENDOR_G');
  expect(src.searchParams.get('mui')).toBe('demo1');
  expect(src.searchParams.get('css')).toBe('light');
  expect(src.searchParams.get('merchant')).toBe('demo');
});

test('a URL of an origin not allowed is refused with the origin named; nothing is framed', async () => {
  render(answer('https://evil.example/launch?ticket=T3', ['https://lotto.example']));
  expect(await screen.findByText('This game cannot be opened here: https://evil.example is not an allowed game provider.')).toBeTruthy();
  expect(screen.queryByTestId('lottery-frame')).toBeNull();
});

test("the vendor's messages count from its own origin only", async () => {
  const { platform } = render(answer('https://lotto.example/launch?ticket=T4', ['https://lotto.example']));
  const frame = (await screen.findByTestId('lottery-frame')) as HTMLIFrameElement;
  const source = frame.contentWindow;
  const post = (origin: string) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { source: 'tessera-play', type: 'back' } }));
    });
  post(window.location.origin);
  expect(platform.calls.navigate).toEqual([]);
  post('https://lotto.example');
  await waitFor(() => expect(platform.calls.navigate).toEqual(['/m/home']));
});
