import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TChatMessage, TChatServerFrame } from '@tessera/contract/api';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { VISITOR_KEY_STORAGE } from '../features/supportChat';
import { EN } from '../testing/fixtures';
import ChatPage from './ChatPage';

// The player's chat page against a fake socket: what it sends (auth first, never the token in the
// URL), what it does after a drop (reconnects from its last id and resends an unacknowledged
// message under the same client id, which shows once), and the visitor's name form.

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: TChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const message = (id: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  conversationId: 1,
  sender: 'AGENT',
  author: 'agent',
  clientId: null,
  text: `text ${id}`,
  image: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  ...over,
});
const ready = (messages: TChatMessage[]): TChatServerFrame => ({ type: 'ready', role: 'player', name: 'demo1', conversation: null, messages, unread: 0 });
const TICKET = { ticket: 'ticket-1', expiresAt: '2026-11-28T09:01:00.000Z' };

beforeEach(() => {
  FakeSocket.all = [];
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  window.localStorage.clear();
});

test('a member: auth as the first frame; after a drop it resumes from its last id and resends the unacknowledged message once', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    renderWithPlatform(<ChatPage />, { resources: EN, role: 'member', flags: { CBS3: true }, api: { chatTicket: TICKET } });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = FakeSocket.all[0]!;
    expect(first.url).toMatch(/\/api\/v1\/chat\/socket$/); // nothing secret in the URL
    act(() => first.open());
    expect(first.sent[0]).toEqual({ type: 'auth', ticket: 'ticket-1', after: 0 });
    act(() => first.receive(ready([message(5)])));
    expect(await screen.findByText('text 5')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Write a message'), { target: { value: 'hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const send = first.sent.find((f) => f.type === 'send')!;
    expect(send).toMatchObject({ type: 'send', text: 'hello there' });
    expect(screen.getByTestId('chat-pending').textContent).toContain('hello there');

    // The socket drops before the ack; the page reconnects after its back-off.
    act(() => first.close());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const second = FakeSocket.all[1]!;
    act(() => second.open());
    await waitFor(() => expect(second.sent[0]).toEqual({ type: 'auth', ticket: 'ticket-1', after: 5 }));
    act(() => second.receive(ready([])));
    const resent = second.sent.filter((f) => f.type === 'send');
    expect(resent).toEqual([{ type: 'send', clientId: send.clientId, text: 'hello there' }]);

    // The server stored it once (the first send had arrived): both acks name the same message.
    const stored = message(6, { sender: 'PLAYER', author: 'demo1', clientId: send.clientId as string, text: 'hello there' });
    act(() => second.receive({ type: 'ack', clientId: stored.clientId!, message: stored, conversation: null as never }));
    act(() => second.receive({ type: 'message', message: stored, conversation: null as never }));
    expect(screen.getAllByText('hello there')).toHaveLength(1);
    expect(screen.queryByTestId('chat-pending')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('a visitor gives a name first; the key is kept and the socket authenticates with a visitor ticket', async () => {
  const { platform } = renderWithPlatform(<ChatPage />, {
    resources: EN,
    flags: { CBS3: true },
    api: { chatVisitorStart: { visitorKey: 'k'.repeat(32), name: 'Ana' }, chatTicket: TICKET },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  expect(await screen.findByText('Enter your name')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  expect(window.localStorage.getItem(VISITOR_KEY_STORAGE)).toBe('k'.repeat(32));
  expect(platform.calls.api.map((c) => [c.name, c.input])).toEqual([
    ['chatVisitorStart', { body: { name: 'Ana' } }],
    ['chatTicket', { body: { visitorKey: 'k'.repeat(32) } }],
  ]);
});
