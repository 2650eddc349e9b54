import { ApiError, PATHS } from '@tessera/contract';
import type { TLiveChatLine, TLiveRoom } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { livePosition } from '../features/liveRoom';
import { locales } from '../locales';
import LiveRoomPage from './LiveRoomPage';

// A live room's page (issue 29; docs/decisions/live-rooms.md): the stream when the API lets the
// viewer in, else the API's refusal in words (VIP level, pass price with a purchase, offline), and
// the chat (text shown as text, members write, visitors are offered login).

const room = (over: Partial<TLiveRoom> = {}): TLiveRoom => ({
  id: 7,
  name: 'Luna',
  avatarUrl: '/api/v1/live/avatars/7.svg',
  roomType: 'FREE',
  minVipLevel: null,
  price: null,
  online: true,
  viewers: 1200,
  show: 'Baccarat',
  language: 'EN',
  tags: [],
  title: 'Late-night Baccarat with Luna',
  schedule: 'Daily 20:00–23:00 UTC',
  showMinutes: null,
  posterUrl: '/api/v1/live/clips/studio.4e05b85e.jpg',
  ...over,
});
const stream = {
  stream: { src: '/api/v1/live/clips/studio.64cb110b.webm', type: 'video/webm', posterUrl: '/p.jpg', durationSeconds: 12, positionSeconds: 5 },
  access: 'FREE',
  passExpiresAt: null,
  canChat: true,
};
const line = (id: number, text: string, mine = false): TLiveChatLine => ({ id, author: `user${id}`, text, at: '2026-11-28T23:00:00.000Z', mine });

const render = (api: Record<string, unknown>, session: typeof SAMPLE_MEMBER | null = SAMPLE_MEMBER, path = `${PATHS.liveRoom}?id=7`) =>
  renderWithPlatform(<LiveRoomPage />, {
    path,
    session: session ?? undefined,
    resources: { games: locales.EN as Record<string, unknown> },
    api: { liveRoom: room(), liveRoomStream: stream, liveChat: { list: [], canChat: true }, ...api },
  });

test('livePosition: the answer’s moment plus the time since, wrapped by the clip', () => {
  expect(livePosition({ positionSeconds: 5, durationSeconds: 12 }, 1000, 1000)).toBe(5);
  expect(livePosition({ positionSeconds: 5, durationSeconds: 12 }, 1000, 9000)).toBe(1);
  expect(livePosition({ positionSeconds: 0, durationSeconds: 0 }, 0, 5)).toBe(0);
});

test('a free room plays its stream muted with an unmute control; the chat shows markup as text', async () => {
  render({ liveChat: { list: [line(1, '<img src=x onerror=alert(1)>'), line(2, 'hi', true)], canChat: true } });
  const video = (await screen.findByTestId('live-video')) as HTMLVideoElement;
  expect(video.getAttribute('src')).toBe(stream.stream.src);
  expect(video.muted).toBe(true);
  expect(screen.getByRole('heading', { level: 2, name: 'Late-night Baccarat with Luna' })).toBeTruthy();
  const sound = screen.getByTestId('live-sound');
  expect(sound.getAttribute('aria-label')).toBe('Unmute');
  fireEvent.click(sound);
  expect(video.muted).toBe(false);
  expect(sound.getAttribute('aria-pressed')).toBe('true');
  const lines = await screen.findByTestId('live-chat-lines');
  expect(within(lines).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  expect(lines.querySelector('img')).toBeNull();
});

test('a stream that fails to load says so and retries on a tap', async () => {
  render({});
  const video = await screen.findByTestId('live-video');
  fireEvent.error(video);
  const retry = await screen.findByTestId('live-retry');
  expect(retry.textContent).toBe('Loading failed, tap to retry');
  fireEvent.click(retry);
  expect(screen.queryByTestId('live-retry')).toBeNull();
  expect(screen.getByTestId('live-video')).not.toBe(video);
});

test('a VIP room the API refuses shows the level needed and the member’s; no stream, no chat', async () => {
  render({
    liveRoom: room({ roomType: 'VIP', minVipLevel: 3 }),
    liveRoomStream: new ApiError('LIVE_VIP_REQUIRED', 'forbidden', { level: 3, yourLevel: 1 }),
  });
  const gate = await screen.findByTestId('live-gate');
  expect(gate.getAttribute('data-gate')).toBe('vip');
  expect(gate.textContent).toContain('VIP 3 and above only');
  expect(gate.textContent).toContain('Your VIP level is 1.');
  expect(screen.queryByTestId('live-video')).toBeNull();
  expect(screen.queryByTestId('live-chat')).toBeNull();
});

test('a pay-per-view room: the price and length, a confirmed purchase with an Idempotency-Key, then the stream', async () => {
  let bought = false;
  const { platform } = render({
    liveRoom: room({ roomType: 'PPV', price: '12.00', showMinutes: 90 }),
    liveRoomStream: () =>
      bought
        ? { ...stream, access: 'PASS', passExpiresAt: '2026-11-29T01:00:00.000Z' }
        : Promise.reject(new ApiError('LIVE_PASS_REQUIRED', 'x', { price: '12.00', showMinutes: 90 })),
    buyLivePass: () => {
      bought = true;
      return { pass: {}, balance: '88.00' };
    },
  });
  const gate = await screen.findByTestId('live-gate');
  expect(gate.textContent).toMatch(/Pay per view: .*12\.00 for 90 minutes/);
  await act(async () => fireEvent.click(screen.getByTestId('live-buy')));
  await screen.findByTestId('live-video');
  const call = platform.calls.api.find((c) => c.name === 'buyLivePass');
  expect(call?.options?.idempotencyKey).toMatch(/^[\x21-\x7e]{1,255}$/);
  expect(platform.calls.dialogs.some((d) => d.kind === 'confirm')).toBe(true);
  expect(platform.calls.toasts.map((t) => t.type)).toContain('success');
  expect(screen.getByTestId('live-pass-until')).toBeTruthy();
});

test('a short balance is said in place; the gate stays', async () => {
  render({
    liveRoom: room({ roomType: 'PPV', price: '12.00', showMinutes: 90 }),
    liveRoomStream: new ApiError('LIVE_PASS_REQUIRED', 'x', { price: '12.00', showMinutes: 90 }),
    buyLivePass: new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance'),
  });
  await act(async () => fireEvent.click(await screen.findByTestId('live-buy')));
  expect((await screen.findByRole('alert')).textContent).toMatch(/balance is below .*12\.00/);
});

test('a visitor reads the chat and is offered login instead of the message field', async () => {
  const { platform } = render({ liveRoomStream: { ...stream, canChat: false }, liveChat: { list: [line(1, 'hello')], canChat: false } }, null);
  await screen.findByTestId('live-chat-lines');
  expect(screen.queryByTestId('live-chat-input')).toBeNull();
  fireEvent.click(within(screen.getByTestId('live-chat')).getByRole('button', { name: 'Log in' }));
  expect(platform.calls.requireLogin).toHaveLength(1);
});

test('a member posts a line; too fast is said under the field', async () => {
  let n = 0;
  render({
    postLiveChat: (input: { body: { text: string } }) => {
      n += 1;
      if (n > 1) return Promise.reject(new ApiError('LIVE_CHAT_TOO_FAST', 'x', { retryAfterSeconds: 12 }));
      return line(50, input.body.text, true);
    },
  });
  const input = (await screen.findByTestId('live-chat-input')) as HTMLInputElement;
  fireEvent.change(input, { target: { value: '  good luck  ' } });
  await act(async () => fireEvent.click(screen.getByTestId('live-chat-send')));
  await waitFor(() => expect(within(screen.getByTestId('live-chat-lines')).getByText('good luck')).toBeTruthy());
  expect(input.value).toBe('');
  fireEvent.change(input, { target: { value: 'again' } });
  await act(async () => fireEvent.click(screen.getByTestId('live-chat-send')));
  expect(await screen.findByText('Slow down: you can write again in 12 s.')).toBeTruthy();
});

test('no id or an unknown room: not found, with the way to every room', async () => {
  const { platform } = render({}, SAMPLE_MEMBER, PATHS.liveRoom);
  expect(screen.getByTestId('empty-state').textContent).toContain('This room does not exist.');
  fireEvent.click(screen.getByRole('button', { name: 'All live rooms' }));
  expect(platform.calls.navigate).toEqual(['/m/gameList?gameType=LIVESTREAM']);
});
