import { ApiError as ContractApiError, isAbortedCall } from '@tessera/contract';
import { applyPromotion, createAffiliateLink, deleteAffiliateLink, liveModels, uploadDepositReceipt } from '@tessera/contract/api';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { ApiError, callApi } from './api';
import { setRouterNavigate } from './navigator';
import { fakeServer, sentRequest, type TServerAnswer } from './transport.testing';

const server = fakeServer();
const never = () => new Promise<never>(() => undefined);

// Real descriptors; `pay` is one made money-moving for the test.
const read = deleteAffiliateLink;
const pay = { ...createAffiliateLink, idempotent: true };
const LINK = { code: 'ABCD', url: 'https://demo.localhost/m/register?affiliateCode=ABCD', createdAt: '2026-11-22T00:00:00.000Z' };

const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
const headersOf = (call = 0) => sentRequest(server, call).headers;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const navigate = jest.fn();
beforeAll(() => initI18n());
beforeEach(() => {
  server.mockReset();
  navigate.mockReset();
  setRouterNavigate(navigate);
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('callApi', () => {
  it('sends method, filled path, query, merchant, Device and the session token; answers the parsed value', async () => {
    useSessionStore.getState().setSession({ token: 'tok123', userName: 'demo1', type: 0 } as never);
    server.mockResolvedValue(ok({ deleted: true }));
    await expect(callApi(read, { params: { code: 'a b' } })).resolves.toEqual({ deleted: true });
    expect(sentRequest(server)).toMatchObject({ via: 'fetch', method: 'DELETE', url: '/api/v1/affiliate/links/a%20b', body: undefined });
    server.mockResolvedValue(ok({ list: [], pageNum: 1, totalPages: 0, total: 0 }));
    await callApi(liveModels, { query: { roomType: 'VIP' } });
    expect(sentRequest(server, 1)).toMatchObject({ method: 'GET', url: '/api/v1/live/models?roomType=VIP' });
    expect(headersOf()).toMatchObject({ Authorization: 'Bearer tok123', Device: 'MOBILE', 'X-Merchant': expect.any(String) });
    expect(headersOf()).not.toHaveProperty('Idempotency-Key');
    expect(headersOf()).not.toHaveProperty('Content-Type');
  });

  it('serialises the query as axios did: undefined and null left out, spaces as +, the path untouched without one', async () => {
    server.mockResolvedValue(ok({ list: [], pageNum: 1, totalPages: 0, total: 0 }));
    await callApi(liveModels, { query: { roomType: 'VIP', online: undefined, merchant: 'a b:c', pageNo: null as never, pageSize: 20 } as never });
    expect(sentRequest(server).url).toBe('/api/v1/live/models?roomType=VIP&merchant=a+b:c&pageSize=20');
    await callApi(liveModels, { query: { online: undefined } });
    await callApi(liveModels, { query: {} });
    expect(sentRequest(server, 1).url).toBe('/api/v1/live/models');
    expect(sentRequest(server, 2).url).toBe('/api/v1/live/models');
  });

  it("sends a JSON body as JSON with its Content-Type, and the shell's own extra headers", async () => {
    server.mockResolvedValue(ok(LINK));
    await callApi(pay, { body: { code: 'ABCD' } }, {}, { headers: { 'X-Encryption-Key': 'k1' } });
    expect(sentRequest(server)).toMatchObject({ method: 'POST', url: '/api/v1/affiliate/links', body: { code: 'ABCD' } });
    expect(headersOf()).toMatchObject({ 'Content-Type': 'application/json', 'X-Encryption-Key': 'k1', Device: 'MOBILE' });
  });

  it('gives a money-moving call an Idempotency-Key: a fresh one per call, or the one the caller keeps for a retry', async () => {
    server.mockResolvedValue(ok(LINK));
    await callApi(pay, { body: { code: 'ABCD' } });
    await callApi(pay, { body: { code: 'ABCD' } });
    await callApi(pay, { body: { code: 'ABCD' } }, { idempotencyKey: 'retry-key-1' });
    expect(headersOf(0)['Idempotency-Key']).toMatch(UUID);
    expect(headersOf(1)['Idempotency-Key']).toMatch(UUID);
    expect(headersOf(0)['Idempotency-Key']).not.toBe(headersOf(1)['Idempotency-Key']);
    expect(headersOf(2)['Idempotency-Key']).toBe('retry-key-1');
  });

  it('turns an error envelope into ApiError with the catalogue message; SESSION_EXPIRED ends the session', async () => {
    useSessionStore.getState().setSession({ token: 'tok123', userName: 'demo1', type: 0 } as never);
    server.mockResolvedValue({ status: 400, data: { success: false, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', value: null } });
    await expect(callApi(pay, { body: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(useSessionStore.getState().session).not.toBeNull();
    server.mockResolvedValue({ status: 401, data: { success: false, code: 'SESSION_EXPIRED', message: '', value: null } });
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('refuses an answer that does not match the descriptor, and reports network failures as NETWORK', async () => {
    server.mockResolvedValue(ok({ deleted: 'yes' }));
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    server.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'NETWORK', message: 'No Internet' });
  });

  it('reads any status as the envelope; an empty or non-JSON body is a failure without a code (INTERNAL), never a SyntaxError', async () => {
    server.mockResolvedValue({ status: 404, data: { success: true, code: 'OK', message: '', value: { deleted: true } } });
    await expect(callApi(read, { params: { code: 'A' } })).resolves.toEqual({ deleted: true });
    for (const answer of [
      { status: 502, text: '<html><body>Bad Gateway</body></html>' },
      { status: 200, text: '{"success":true,' },
      { status: 204, text: '' },
      { status: 500, text: 'null' },
    ]) {
      server.mockResolvedValue(answer);
      const error = await callApi(read, { params: { code: 'A' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'INTERNAL', message: 'Unknown error', value: null });
    }
  });

  it('gives up after 15 s without an answer: a network error (not an abort) with the offline text and the slow-connection notice', async () => {
    jest.useFakeTimers();
    try {
      server.mockImplementation(never);
      const pending = callApi(read, { params: { code: 'A' } }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(14_999);
      expect(sentRequest(server).signal.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(sentRequest(server).signal.aborted).toBe(true);
      const error = await pending;
      expect(error).toMatchObject({ code: 'NETWORK', message: 'No Internet' });
      expect(isAbortedCall(error)).toBe(false);
      expect(useUiStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([['offline', 'Slow Connection']]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('callApi: the ApiError class, aborts and uploads', () => {
  it("throws the contract's ApiError class, so a remote can instanceof it and read code, message and value", async () => {
    expect(ApiError).toBe(ContractApiError);
    server.mockResolvedValue({ status: 400, data: { success: false, code: 'INSUFFICIENT_BALANCE', message: 'x', value: { need: '10.00' } } });
    const error = await callApi(pay, { body: { code: 'ABCD' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { need: '10.00' } });
  });

  it("the caller's signal aborts the request; an aborted call rejects with ABORTED and raises no toast", async () => {
    const controller = new AbortController();
    server.mockImplementation(never);
    const pending = callApi(read, { params: { code: 'ABCD' } }, { signal: controller.signal });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(sentRequest(server).signal.aborted).toBe(false);
    controller.abort();
    expect(sentRequest(server).signal.aborted).toBe(true);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ABORTED' });
    expect(isAbortedCall(error)).toBe(true);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(callApi(read, { params: { code: 'ABCD' } }, { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(server).not.toHaveBeenCalled();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("sends a multipart descriptor's form as FormData: text parts and repeated file parts", async () => {
    server.mockResolvedValue(
      ok({ id: 1, promotionId: 3, promotionTitle: 'P', status: 'applying', comment: 'hi', imageCount: 2, bonusAmount: null, createdAt: 'x', reviewedAt: null }),
    );
    const a = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    const b = new File([new Uint8Array([0xff, 0xd8])], 'b.jpg', { type: 'image/jpeg' });
    await callApi(applyPromotion, { params: { id: '3' }, form: { comment: 'hi', images: [a, b] } });
    const sent = sentRequest(server);
    expect(sent).toMatchObject({ via: 'fetch', method: 'POST', url: '/api/v1/promotions/3/applications' });
    const data = sent.body as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('comment')).toBe('hi');
    expect(data.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    // The browser sets multipart/form-data with its boundary; a fixed Content-Type would break it.
    expect(sent.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body that holds a File as FormData too', async () => {
    server.mockResolvedValue(ok(LINK));
    const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
    await callApi(pay, { body: { code: 'ABCD', receipt } as never });
    const data = sentRequest(server).body as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('code')).toBe('ABCD');
    expect((data.get('receipt') as File).name).toBe('receipt.png');
  });
});

describe('callApi: upload progress (platform 1.2)', () => {
  const receipt = () => new File([new Uint8Array(400)], 'receipt.png', { type: 'image/png' });
  const RECEIPT = { orderNo: 'D1', contentType: 'image/png', size: 400, uploadedAt: '2026-11-22T00:00:00.000Z' };

  it("reports an upload's XMLHttpRequest progress as loaded/total/fraction, then answers as before", async () => {
    const seen: unknown[] = [];
    useSessionStore.getState().setSession({ token: 'tok123', userName: 'demo1', type: 0 } as never);
    server.mockImplementation(async (sent) => {
      sent.progress({ loaded: 0, total: 800 });
      sent.progress({ loaded: 200, total: 800 });
      sent.progress({ loaded: 800, total: 800 });
      return ok(RECEIPT);
    });
    await expect(
      callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } }, { onUploadProgress: (p) => seen.push(p) }),
    ).resolves.toMatchObject({ orderNo: 'D1' });
    // Through XMLHttpRequest (fetch has no upload progress), with the same URL, headers and body as any call.
    const sent = sentRequest(server);
    expect(sent).toMatchObject({ via: 'xhr', method: 'POST', url: '/api/v1/deposit/orders/D1/receipt' });
    expect(sent.headers).toMatchObject({ Authorization: 'Bearer tok123', Device: 'MOBILE', 'X-Merchant': expect.any(String) });
    expect(sent.headers).not.toHaveProperty('Content-Type');
    expect((sent.body as FormData).get('receipt')).toBeInstanceOf(File);
    expect(seen).toEqual([
      { loaded: 0, total: 800, fraction: 0 },
      { loaded: 200, total: 800, fraction: 0.25 },
      { loaded: 800, total: 800, fraction: 1 },
    ]);
  });

  it('an unknown total gives a null fraction; a callback that throws does not change the outcome', async () => {
    const seen: unknown[] = [];
    server.mockImplementation(async (sent) => {
      sent.progress({ loaded: 10 });
      return ok(RECEIPT);
    });
    await callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } }, { onUploadProgress: (p) => seen.push(p) });
    expect(seen).toEqual([{ loaded: 10, total: null, fraction: null }]);
    const throwing = () => {
      throw new Error('display broke');
    };
    await expect(
      callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } }, { onUploadProgress: throwing }),
    ).resolves.toMatchObject({
      orderNo: 'D1',
    });
  });

  it('a JSON call is sent by fetch without an upload listener; so is an upload nobody watches', async () => {
    server.mockResolvedValue(ok({ deleted: true }));
    const onUploadProgress = jest.fn();
    await callApi(read, { params: { code: 'A' } }, { onUploadProgress });
    expect(sentRequest(server).via).toBe('fetch');
    server.mockResolvedValue(ok(RECEIPT));
    await callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } });
    expect(sentRequest(server, 1).via).toBe('fetch');
    expect(onUploadProgress).not.toHaveBeenCalled();
  });

  it('an upload that loses the network or gets no answer in 15 s is a network error, like any call', async () => {
    server.mockRejectedValue(new Error('connection reset'));
    const upload = () => callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } }, { onUploadProgress: () => undefined });
    await expect(upload()).rejects.toMatchObject({ code: 'NETWORK', message: 'No Internet' });
    expect(sentRequest(server).via).toBe('xhr');
    jest.useFakeTimers();
    try {
      server.mockImplementation(never);
      const pending = upload().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(15_000);
      expect(sentRequest(server, 1).signal.aborted).toBe(true);
      expect(await pending).toMatchObject({ code: 'NETWORK' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('aborting mid-upload still rejects with ABORTED (no toast), and a refusal after the upload is the ApiError with its code', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    server.mockImplementation((sent) => {
      sent.progress({ loaded: 100, total: 400 });
      return never();
    });
    const pending = callApi(
      uploadDepositReceipt,
      { params: { orderNo: 'D1' }, form: { receipt: receipt() } },
      { signal: controller.signal, onUploadProgress: (p) => seen.push(p.loaded) },
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([100]);
    expect(sentRequest(server)).toMatchObject({ via: 'xhr' });
    controller.abort();
    // The XMLHttpRequest itself is aborted, not only the promise.
    expect(sentRequest(server).signal.aborted).toBe(true);
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortedCall(error)).toBe(true);
    expect(useUiStore.getState().toasts).toEqual([]);

    server.mockImplementation(async (sent) => {
      sent.progress({ loaded: 400, total: 400 });
      return { status: 400, data: { success: false, code: 'DEPOSIT_RECEIPT_TYPE', message: 'x', value: null } };
    });
    const refused = await callApi(
      uploadDepositReceipt,
      { params: { orderNo: 'D1' }, form: { receipt: receipt() } },
      { onUploadProgress: () => undefined },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContractApiError);
    expect(refused).toMatchObject({ code: 'DEPOSIT_RECEIPT_TYPE' });
  });
});

describe('callApi: session end (spec §8)', () => {
  const expired = { status: 401, data: { success: false, code: 'SESSION_EXPIRED', message: '', value: null } };
  const authRequired = { status: 401, data: { success: false, code: 'AUTH_REQUIRED', message: '', value: null } };

  it('a refused token clears the session, says so with the catalogue message and goes to login with a return path', async () => {
    window.history.replaceState(null, '', '/m/withdraw?x=1');
    useSessionStore.getState().setSession({ token: 'tok123', merchantCode: 'demo', userName: 'demo1', type: 0 });
    server.mockResolvedValue(authRequired);
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(useSessionStore.getState()).toMatchObject({ session: null, reason: 'expired' });
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(['The account has been logged out, please log in again']);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2Fwithdraw%3Fx%3D1', { replace: true });
  });

  it('ends the session once for a burst of refusals, and not at all for an older token after a new login', async () => {
    useSessionStore.getState().setSession({ token: 'old', merchantCode: 'demo', userName: 'demo1', type: 0 });
    let answer: (v: TServerAnswer) => void = () => {};
    server.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const late = callApi(read, { params: { code: 'A' } }).catch(() => null);
    await new Promise((r) => setTimeout(r, 0));
    useSessionStore.getState().setSession({ token: 'new', merchantCode: 'demo', userName: 'demo1', type: 0 });
    answer(expired);
    await late;
    expect(useSessionStore.getState().session?.token).toBe('new');
    server.mockResolvedValue(expired);
    await Promise.all([1, 2, 3].map(() => callApi(read, { params: { code: 'A' } }).catch(() => null)));
    expect(useSessionStore.getState().session).toBeNull();
    expect(useUiStore.getState().toasts).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("a visitor's AUTH_REQUIRED is only an error; sessionEnd 'ignore' leaves the session to the caller", async () => {
    server.mockResolvedValue(authRequired);
    await expect(callApi(read, { params: { code: 'A' } })).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(navigate).not.toHaveBeenCalled();
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'demo', userName: 'demo1', type: 0 });
    server.mockResolvedValue(expired);
    await expect(callApi(read, { params: { code: 'A' } }, {}, { sessionEnd: 'ignore' })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
