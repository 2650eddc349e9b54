import type { TChatMessage, TChatServerFrame } from '@tessera/contract/api';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { build } from '../app';
import { readTicket } from '../services/chat';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { GIF, JPG, PNG, pngPart, postMultipart } from './upload.testkit';

// The support chat (docs/decisions/support-chat.md) through a real listening app: tickets, the
// socket's auth, sends with client ids (resend → one message), resume after a reconnect, unread
// counts both ways, images (KYC's rules), assignment and closing, rate limits, and a restart on
// the same database.

let t: TTestApp;
let port = 0;
let demo1 = '';
let seq = 0;
const clientId = () => `c${Date.now().toString(36)}x${(seq++).toString(36).padStart(4, '0')}`;

async function listen(): Promise<void> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  t = await createAccountsApp();
  await listen();
  demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
});
afterAll(async () => {
  await t.close();
});

type TFrame = TChatServerFrame;

/** A socket client that keeps every frame; next() waits for the next frame of a type. */
class Client {
  readonly frames: TFrame[] = [];
  private waiting: { type: string; resolve: (f: TFrame) => void; seen: number }[] = [];
  closed: { code: number; reason: string } | null = null;
  private read = 0;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as TFrame;
      this.frames.push(frame);
      this.flush();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.flush();
    });
  }
  static open(at = port): Promise<Client> {
    const ws = new WebSocket(`ws://127.0.0.1:${at}/api/v1/chat/socket`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }
  private flush() {
    for (const w of [...this.waiting]) {
      const i = this.frames.findIndex((f, n) => n >= w.seen && f.type === w.type);
      if (i >= 0) {
        this.waiting = this.waiting.filter((x) => x !== w);
        w.seen = i + 1;
        this.read = Math.max(this.read, i + 1);
        w.resolve(this.frames[i]!);
      }
    }
  }
  next<T extends TFrame['type']>(type: T, timeoutMs = 5000): Promise<Extract<TFrame, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame; got ${JSON.stringify(this.frames.slice(this.read))}`)), timeoutMs);
      this.waiting.push({
        type,
        seen: this.read,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f as Extract<TFrame, { type: T }>);
        },
      });
      this.flush();
    });
  }
  whenClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    return new Promise((resolve, reject) => {
      if (this.closed) return resolve(this.closed);
      const timer = setTimeout(() => reject(new Error('not closed')), timeoutMs);
      this.ws.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: String(reason) });
      });
    });
  }
  send(frame: object) {
    this.ws.send(JSON.stringify(frame));
  }
  close() {
    this.ws.close();
  }
}

const memberTicket = async (token = demo1) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', headers: bearer(token), payload: {} });
  expect(res.statusCode).toBe(200);
  return (res.json().value as { ticket: string }).ticket;
};
const agentTicket = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/chat/ticket', headers: adminHeaders() });
  expect(res.statusCode).toBe(200);
  return (res.json().value as { ticket: string }).ticket;
};
const connect = async (ticket: string, after = 0, at = port) => {
  const c = await Client.open(at);
  c.send({ type: 'auth', ticket, after });
  const ready = await c.next('ready');
  return { c, ready };
};
const unreadCount = async (token = demo1) =>
  ((await t.app.inject({ url: '/api/v1/chat/unread-count', headers: bearer(token) })).json().value as { unReadCount: number }).unReadCount;
const admin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: adminHeaders() });

describe('socket authentication', () => {
  it('refuses frames before auth, a forged or expired ticket, and a ticket in the URL is never needed', async () => {
    const a = await Client.open();
    a.send({ type: 'send', clientId: clientId(), text: 'hello' });
    expect(await a.next('error')).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await a.whenClosed()).code).toBe(4401);

    const ticket = await memberTicket();
    const b = await Client.open();
    b.send({ type: 'auth', ticket: `${ticket.slice(0, -3)}AAA` });
    expect(await b.next('error')).toMatchObject({ code: 'CHAT_TICKET_INVALID' });
    expect((await b.whenClosed()).code).toBe(4403);

    // A ticket whose expiry is past (checked with a clock 61 s ahead).
    expect(readTicket(ticket)).toMatchObject({ role: 'player', name: 'demo1' });
    expect(readTicket(ticket, Date.now() + 61_000)).toBeNull();
  });

  it('gives tickets to real members of a CBS3 merchant, visitors with a key, and operators only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', headers: bearer('nope'), payload: {} })).statusCode).toBe(401);
    const trial = (await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} })).json().value.token as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', headers: bearer(trial), payload: {} })).json()).toMatchObject({
      code: 'FREE_REJECT',
    });
    const acme1 = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', headers: bearer(acme1), payload: {} })).json()).toMatchObject({
      code: 'CHAT_DISABLED',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', payload: { visitorKey: 'x'.repeat(32) } })).json()).toMatchObject({
      code: 'CHAT_VISITOR_UNKNOWN',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/chat/ticket' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/chat/ticket', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    // A player's ticket does not make an agent.
    const { c } = await connect(await memberTicket());
    c.send({ type: 'sync', after: 0, conversationId: 999999 });
    expect((await c.next('sync')).conversation?.id).not.toBe(999999);
    c.close();
  });
});

describe('a conversation', () => {
  it('carries messages both ways, counts unread each side, resumes without loss or doubles, and survives a restart', async () => {
    const player = await connect(await memberTicket());
    expect(player.ready).toMatchObject({ role: 'player', name: 'demo1', unread: 0 });
    const agent = await connect(await agentTicket());
    expect(agent.ready).toMatchObject({ role: 'agent' });

    // Player → agent.
    const id1 = clientId();
    player.c.send({ type: 'send', clientId: id1, text: '  I cannot withdraw  ' });
    const ack = await player.c.next('ack');
    expect(ack.message).toMatchObject({ sender: 'PLAYER', author: 'demo1', text: 'I cannot withdraw', clientId: id1 });
    const seen = await agent.c.next('message');
    expect(seen.message.id).toBe(ack.message.id);
    expect(seen.conversation).toMatchObject({ status: 'OPEN', name: 'demo1', kind: 'MEMBER', agentUnread: 1, assignedTo: null });
    const conversationId = ack.message.conversationId;
    player.c.send({ type: 'typing', typing: true });
    expect(await agent.c.next('typing')).toMatchObject({ sender: 'PLAYER', typing: true, conversationId });

    // The same client id again (a resend after a lost ack): one message.
    player.c.send({ type: 'send', clientId: id1, text: 'I cannot withdraw' });
    expect((await player.c.next('ack')).message.id).toBe(ack.message.id);
    const rows = await t.app.db.selectFrom('chat_messages').select('id').where('client_id', '=', id1).execute();
    expect(rows).toHaveLength(1);

    // The queue shows it with its unread count.
    const queue = (await admin('GET', '/api/admin/chat/conversations')).json().value.list as { id: number; agentUnread: number; preview: string }[];
    expect(queue.find((q) => q.id === conversationId)).toMatchObject({ agentUnread: 1, preview: 'I cannot withdraw' });

    // Agent → player: replying assigns it; the member's badge counts it.
    agent.c.send({ type: 'typing', typing: true, conversationId });
    expect(await player.c.next('typing')).toMatchObject({ sender: 'AGENT', typing: true, conversationId });
    const id2 = clientId();
    agent.c.send({ type: 'send', clientId: id2, text: 'Let me check', conversationId });
    const reply = await agent.c.next('ack');
    expect(reply.conversation.assignedTo).toBe(agent.ready.name);
    const got = await player.c.next('message');
    expect(got.message).toMatchObject({ sender: 'AGENT', text: 'Let me check' });
    expect(got.conversation.agentUnread).toBe(0); // the player does not see the agents' side
    expect(await unreadCount()).toBe(1);

    // The player drops; the agent writes twice; the player comes back from its last id.
    player.c.close();
    await player.c.whenClosed();
    for (const text of ['Found it', 'Try again now']) {
      agent.c.send({ type: 'send', clientId: clientId(), text, conversationId });
      await agent.c.next('ack');
    }
    expect(await unreadCount()).toBe(3);

    // Server restart on the same database: history and counts are intact.
    agent.c.close();
    await t.restart();
    await listen();
    expect(await unreadCount()).toBe(3);

    const back = await connect(await memberTicket(), got.message.id);
    expect(back.ready.messages.map((m: TChatMessage) => m.text)).toEqual(['Found it', 'Try again now']);
    expect(back.ready.unread).toBe(3);
    const all = await connect(await memberTicket(), 0);
    expect(all.ready.messages.filter((m) => m.conversationId === conversationId).map((m) => m.text)).toEqual([
      'I cannot withdraw',
      'Let me check',
      'Found it',
      'Try again now',
    ]);
    // Resume by sync (the polling fallback) answers the same, no doubles.
    all.c.send({ type: 'sync', after: got.message.id });
    expect((await all.c.next('sync')).messages.map((m) => m.text)).toEqual(['Found it', 'Try again now']);

    // Reading clears the badge; the agents' side counts what the player sent.
    const last = back.ready.messages.at(-1)!.id;
    back.c.send({ type: 'read', upTo: last });
    expect(await back.c.next('unread')).toEqual({ type: 'unread', unread: 0 });
    expect(await all.c.next('unread')).toEqual({ type: 'unread', unread: 0 }); // the other tab
    expect(await unreadCount()).toBe(0);
    const history = (await admin('GET', `/api/admin/chat/conversations/${conversationId}/messages`)).json().value;
    // The agents' count: the agent's reply read the player's message; a new one counts again.
    expect(history.conversation).toMatchObject({ agentUnread: 0, playerUnread: 0, assignedTo: agent.ready.name });
    back.c.send({ type: 'send', clientId: clientId(), text: 'Thanks' });
    await back.c.next('ack');
    const after = (await admin('GET', `/api/admin/chat/conversations/${conversationId}/messages?after=${last}`)).json().value;
    expect(after.conversation.agentUnread).toBe(1);
    expect(after.messages.map((m: TChatMessage) => m.text)).toEqual(['Thanks']);
    back.c.close();
    all.c.close();
  });

  it('a visitor chats under a name, sends images with KYC rules; the agent assigns and closes; the next message opens a new conversation', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/chat/visitor', payload: { name: '  Ana  ' } });
    expect(start.statusCode).toBe(200);
    const { visitorKey, name } = start.json().value as { visitorKey: string; name: string };
    expect(name).toBe('Ana');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/visitor', payload: { name: '' } })).statusCode).toBe(400);
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', payload: { visitorKey } })).json().value.ticket as string;
    const visitor = await connect(ticket);
    expect(visitor.ready).toMatchObject({ name: 'Ana', conversation: null, messages: [] });

    // Images: png or jpg by the bytes, at most 5MB, the same client id once.
    const upload = (parts: Parameters<typeof postMultipart>[2]) => postMultipart(t.app, '/api/v1/chat/images', parts);
    const imageId = clientId();
    const sent = await upload([{ name: 'ticket', value: ticket }, { name: 'clientId', value: imageId }, pngPart('image', PNG)]);
    expect(sent.statusCode).toBe(200);
    const image = sent.json().value as TChatMessage;
    expect(image).toMatchObject({ sender: 'PLAYER', author: 'Ana', text: null, image: { contentType: 'image/png', size: PNG.length } });
    expect((await upload([{ name: 'ticket', value: ticket }, { name: 'clientId', value: imageId }, pngPart('image', PNG)])).json().value.id).toBe(image.id);
    expect((await upload([{ name: 'ticket', value: ticket }, { name: 'clientId', value: clientId() }, pngPart('image', GIF, 'x.png')])).json()).toMatchObject({
      code: 'CHAT_IMAGE_TYPE',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload([{ name: 'ticket', value: ticket }, { name: 'clientId', value: clientId() }, pngPart('image', big)]);
    expect({ status: tooBig.statusCode, code: tooBig.json().code }).toEqual({ status: 413, code: 'CHAT_IMAGE_TOO_LARGE' });
    expect((await upload([{ name: 'ticket', value: 'forged.x' }, { name: 'clientId', value: clientId() }, pngPart('image', JPG)])).json()).toMatchObject({
      code: 'CHAT_TICKET_INVALID',
    });
    expect((await upload([{ name: 'ticket', value: ticket }, pngPart('image', JPG)])).json()).toMatchObject({ code: 'CHAT_UPLOAD_INVALID' });
    const stored = await t.app.db.selectFrom('chat_attachments').select('id').execute();
    expect(stored).toHaveLength(1); // refused uploads left nothing

    // The image link works signed, not forged or unsigned.
    const file = await t.app.inject({ url: image.image!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: image.image!.url.replace(/sig=[^&]+/, 'sig=AAAA') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/chat/images/${image.id}` })).statusCode).toBe(404);

    // The agent assigns, sends an image, closes.
    const conversationId = image.conversationId;
    const agent = await connect(await agentTicket());
    const assigned = await admin('POST', `/api/admin/chat/conversations/${conversationId}/assign`);
    expect(assigned.json().value).toMatchObject({ assignedTo: agent.ready.name, status: 'OPEN', kind: 'VISITOR', name: 'Ana' });
    expect((await visitor.c.next('message')).message.id).toBe(image.id); // the upload reaches the visitor's sockets (other tabs)
    expect((await visitor.c.next('message')).message).toMatchObject({ sender: 'SYSTEM', text: 'ASSIGNED' });
    const agentImage = await postMultipart(
      t.app,
      `/api/admin/chat/conversations/${conversationId}/images`,
      [{ name: 'clientId', value: clientId() }, pngPart('image', JPG)],
      adminHeaders(),
    );
    expect(agentImage.json().value).toMatchObject({ sender: 'AGENT', image: { contentType: 'image/jpeg' } });
    expect((await visitor.c.next('message')).message.image?.contentType).toBe('image/jpeg');
    const closed = await admin('POST', `/api/admin/chat/conversations/${conversationId}/close`);
    expect(closed.json().value).toMatchObject({ status: 'CLOSED' });
    expect((await admin('POST', `/api/admin/chat/conversations/${conversationId}/close`)).json()).toMatchObject({ code: 'CHAT_CONVERSATION_CLOSED' });
    expect((await admin('POST', `/api/admin/chat/conversations/999999/assign`)).json()).toMatchObject({ code: 'CHAT_CONVERSATION_NOT_FOUND' });
    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'target']).where('target', '=', `chat:${conversationId}`).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['chat.assign', 'chat.close']);
    expect((await admin('GET', '/api/admin/chat/conversations')).json().value.list.some((c: { id: number }) => c.id === conversationId)).toBe(false);
    expect((await admin('GET', '/api/admin/chat/conversations?status=CLOSED')).json().value.list.some((c: { id: number }) => c.id === conversationId)).toBe(
      true,
    );

    // The agent cannot write into a closed conversation; the visitor's next message opens a new one.
    agent.c.send({ type: 'send', clientId: clientId(), text: 'late', conversationId });
    expect(await agent.c.next('error')).toMatchObject({ code: 'CHAT_CONVERSATION_CLOSED' });
    visitor.c.send({ type: 'send', clientId: clientId(), text: 'One more thing' });
    const again = await visitor.c.next('ack');
    expect(again.message.conversationId).not.toBe(conversationId);
    expect(again.conversation).toMatchObject({ status: 'OPEN', assignedTo: null });
    visitor.c.close();
    agent.c.close();
  });
});

describe('limits', () => {
  it('refuses empty, oversized and malformed frames, and a player past the message rate', async () => {
    const { c } = await connect(await memberTicket());
    c.send({ type: 'send', clientId: clientId(), text: '   ' });
    expect(await c.next('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    c.send({ type: 'send', clientId: clientId(), text: 'x'.repeat(1001) });
    expect(await c.next('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    c.ws.send('not json');
    expect(await c.next('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    const from = c.frames.length;
    for (let i = 0; i < 21; i++) c.send({ type: 'send', clientId: clientId(), text: `n${i}` });
    const answers = () => c.frames.slice(from).filter((f) => f.type === 'ack' || f.type === 'error');
    for (let i = 0; i < 100 && answers().length < 21; i++) await new Promise((r) => setTimeout(r, 50));
    const limited = answers().filter((f) => f.type === 'error' && f.code === 'RATE_LIMITED');
    // 20 a minute per player, counted by this process (the restart above started afresh; demo1 sent 'Thanks' since): the last 2 are refused, and not stored.
    expect(limited).toHaveLength(2);
    const stored = await t.app.db.selectFrom('chat_messages').select('id').where('text', 'in', ['n19', 'n20']).execute();
    expect(stored).toHaveLength(0);
    c.close();

    // A frame larger than the socket's limit closes it (1009: message too big).
    const big = await connect(await memberTicket());
    big.c.ws.send('x'.repeat(9 * 1024));
    expect((await big.c.whenClosed()).code).toBe(1009);
  });
});

describe('two API processes on one database', () => {
  it("a message stored by one process reaches the other's sockets (its poll of the table), once", async () => {
    const b = build(t.options);
    await b.listen({ port: 0, host: '127.0.0.1' });
    const portB = (b.server.address() as AddressInfo).port;
    try {
      // A visitor (demo1 has used up its minute of messages above).
      const { visitorKey } = (await t.app.inject({ method: 'POST', url: '/api/v1/chat/visitor', payload: { name: 'Bo' } })).json().value as {
        visitorKey: string;
      };
      const ticket = (await t.app.inject({ method: 'POST', url: '/api/v1/chat/ticket', payload: { visitorKey } })).json().value.ticket as string;
      const player = await connect(ticket); // on A
      const agent = await connect(await agentTicket(), 0, portB); // on B
      player.c.send({ type: 'send', clientId: clientId(), text: 'Sent to A' });
      const ack = await player.c.next('ack');
      const seen = await agent.c.next('message', 5000);
      expect(seen.message).toMatchObject({ id: ack.message.id, text: 'Sent to A' });

      agent.c.send({ type: 'send', clientId: clientId(), text: 'Answered on B', conversationId: ack.message.conversationId });
      const reply = await agent.c.next('ack');
      expect((await player.c.next('message', 5000)).message.id).toBe(reply.message.id);
      // A few more polls: nothing is pushed twice, nothing older than the sockets is pushed at all.
      await new Promise((r) => setTimeout(r, 2500));
      expect(player.c.frames.filter((f) => f.type === 'message' && f.message.id === reply.message.id)).toHaveLength(1);
      expect(agent.c.frames.filter((f) => f.type === 'message' && f.message.id === ack.message.id)).toHaveLength(1);
      expect(player.c.frames.filter((f) => f.type === 'message').map((f) => (f.type === 'message' ? f.message.id : 0))).toEqual([reply.message.id]);
      player.c.close();
      agent.c.close();
    } finally {
      await b.close();
    }
  });
});
