import { ApiError as ContractApiError, isAbortedCall } from '@tessera/shared-contracts';
import { applyPromotion, createAffiliateLink, deleteAffiliateLink, liveModels, uploadDepositReceipt } from '@tessera/shared-contracts/api';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { ApiError, callApi, newIdempotencyKey } from './api';
import { setRouterNavigate } from './navigator';

const request = jest.fn();
class CanceledError extends Error {
  readonly __CANCEL__ = true;
}
jest.mock('axios', () => ({
  __esModule: true,
  default: { request: (config: unknown) => request(config), isCancel: (e: unknown) => e instanceof CanceledError },
}));

// Real descriptors; `pay` is one made money-moving for the test.
const read = deleteAffiliateLink;
const pay = { ...createAffiliateLink, idempotent: true };
const LINK = { code: 'ABCD', url: 'https://demo.localhost/m/register?affiliateCode=ABCD', createdAt: '2026-11-22T00:00:00.000Z' };

const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
const headersOf = (call = 0) => (request.mock.calls[call]?.[0] as { headers: Record<string, string> }).headers;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const navigate = jest.fn();
beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  navigate.mockReset();
  setRouterNavigate(navigate);
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('callApi', () => {
  it('sends method, filled path, query, merchant, Device and the session token; answers the parsed value', async () => {
    useSessionStore.getState().setSession({ token: 'tok123', userName: 'demo1', type: 0 } as never);
    request.mockResolvedValue(ok({ deleted: true }));
    await expect(callApi(read, { params: { code: 'a b' } })).resolves.toEqual({ deleted: true });
    const config = request.mock.calls[0]?.[0] as { method: string; url: string; params: unknown };
    expect(config).toMatchObject({ method: 'DELETE', url: '/api/v1/affiliate/links/a%20b' });
    request.mockResolvedValue(ok({ list: [], pageNum: 1, totalPages: 0, total: 0 }));
    await callApi(liveModels, { query: { roomType: 'VIP' } });
    expect(request.mock.calls[1]?.[0]).toMatchObject({ method: 'GET', url: '/api/v1/live/models', params: { roomType: 'VIP' } });
    expect(headersOf()).toMatchObject({ Authorization: 'Bearer tok123', Device: 'MOBILE', 'X-Merchant': expect.any(String) });
    expect(headersOf()).not.toHaveProperty('Idempotency-Key');
  });

  it('gives a money-moving call an Idempotency-Key: a fresh one per call, or the one the caller keeps for a retry', async () => {
    request.mockResolvedValue(ok(LINK));
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
    request.mockResolvedValue({ status: 400, data: { success: false, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', value: null } });
    await expect(callApi(pay, { body: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(useSessionStore.getState().session).not.toBeNull();
    request.mockResolvedValue({ status: 401, data: { success: false, code: 'SESSION_EXPIRED', message: '', value: null } });
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('refuses an answer that does not match the descriptor, and reports network failures as NETWORK', async () => {
    request.mockResolvedValue(ok({ deleted: 'yes' }));
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    request.mockRejectedValue(new Error('socket hang up'));
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('callApi: the ApiError class, aborts and uploads', () => {
  it("throws the contract's ApiError class, so a remote can instanceof it and read code, message and value", async () => {
    expect(ApiError).toBe(ContractApiError);
    request.mockResolvedValue({ status: 400, data: { success: false, code: 'INSUFFICIENT_BALANCE', message: 'x', value: { need: '10.00' } } });
    const error = await callApi(pay, { body: { code: 'ABCD' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { need: '10.00' } });
  });

  it('passes the signal to axios; an aborted call rejects with ABORTED and raises no toast', async () => {
    const controller = new AbortController();
    request.mockImplementation(
      (config: { signal: AbortSignal }) => new Promise((_, reject) => config.signal.addEventListener('abort', () => reject(new CanceledError('canceled')))),
    );
    const pending = callApi(read, { params: { code: 'ABCD' } }, { signal: controller.signal });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect((request.mock.calls[0]?.[0] as { signal: AbortSignal }).signal).toBe(controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ABORTED' });
    expect(isAbortedCall(error)).toBe(true);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(callApi(read, { params: { code: 'ABCD' } }, { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(request).not.toHaveBeenCalled();
  });

  it("sends a multipart descriptor's form as FormData: text parts and repeated file parts", async () => {
    request.mockResolvedValue(
      ok({ id: 1, promotionId: 3, promotionTitle: 'P', status: 'applying', comment: 'hi', imageCount: 2, bonusAmount: null, createdAt: 'x', reviewedAt: null }),
    );
    const a = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    const b = new File([new Uint8Array([0xff, 0xd8])], 'b.jpg', { type: 'image/jpeg' });
    await callApi(applyPromotion, { params: { id: '3' }, form: { comment: 'hi', images: [a, b] } });
    const config = request.mock.calls[0]?.[0] as { url: string; data: FormData; headers: Record<string, string> };
    expect(config.url).toBe('/api/v1/promotions/3/applications');
    expect(config.data).toBeInstanceOf(FormData);
    expect(config.data.get('comment')).toBe('hi');
    expect(config.data.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    // The browser sets multipart/form-data with its boundary; a fixed Content-Type would break it.
    expect(config.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body that holds a File as FormData too', async () => {
    request.mockResolvedValue(ok(LINK));
    const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
    await callApi(pay, { body: { code: 'ABCD', receipt } as never });
    const data = (request.mock.calls[0]?.[0] as { data: FormData }).data;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('code')).toBe('ABCD');
    expect((data.get('receipt') as File).name).toBe('receipt.png');
  });
});

describe('callApi: upload progress (platform 1.2)', () => {
  type TProgressConfig = { data: unknown; signal: AbortSignal; onUploadProgress?: (e: { loaded: number; total?: number }) => void };
  const configOf = (call = 0) => request.mock.calls[call]?.[0] as TProgressConfig;
  const receipt = () => new File([new Uint8Array(400)], 'receipt.png', { type: 'image/png' });
  const RECEIPT = { orderNo: 'D1', contentType: 'image/png', size: 400, uploadedAt: '2026-11-22T00:00:00.000Z' };

  it("reports an upload's XMLHttpRequest progress as loaded/total/fraction, then answers as before", async () => {
    const seen: unknown[] = [];
    request.mockImplementation(async (config: TProgressConfig) => {
      config.onUploadProgress?.({ loaded: 0, total: 800 });
      config.onUploadProgress?.({ loaded: 200, total: 800 });
      config.onUploadProgress?.({ loaded: 800, total: 800 });
      return ok(RECEIPT);
    });
    await expect(
      callApi(uploadDepositReceipt, { params: { orderNo: 'D1' }, form: { receipt: receipt() } }, { onUploadProgress: (p) => seen.push(p) }),
    ).resolves.toMatchObject({ orderNo: 'D1' });
    expect(configOf().data).toBeInstanceOf(FormData);
    expect(seen).toEqual([
      { loaded: 0, total: 800, fraction: 0 },
      { loaded: 200, total: 800, fraction: 0.25 },
      { loaded: 800, total: 800, fraction: 1 },
    ]);
  });

  it('an unknown total gives a null fraction; a callback that throws does not change the outcome', async () => {
    const seen: unknown[] = [];
    request.mockImplementation(async (config: TProgressConfig) => {
      config.onUploadProgress?.({ loaded: 10 });
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

  it('a JSON call is sent without an upload listener', async () => {
    request.mockResolvedValue(ok({ deleted: true }));
    await callApi(read, { params: { code: 'A' } }, { onUploadProgress: jest.fn() });
    expect(configOf()).not.toHaveProperty('onUploadProgress');
  });

  it('aborting mid-upload still rejects with ABORTED (no toast), and a refusal after the upload is the ApiError with its code', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    request.mockImplementation(
      (config: TProgressConfig) =>
        new Promise((_, reject) => {
          config.onUploadProgress?.({ loaded: 100, total: 400 });
          config.signal.addEventListener('abort', () => reject(new CanceledError('canceled')));
        }),
    );
    const pending = callApi(
      uploadDepositReceipt,
      { params: { orderNo: 'D1' }, form: { receipt: receipt() } },
      { signal: controller.signal, onUploadProgress: (p) => seen.push(p.loaded) },
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([100]);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortedCall(error)).toBe(true);
    expect(useUiStore.getState().toasts).toEqual([]);

    request.mockImplementation(async (config: TProgressConfig) => {
      config.onUploadProgress?.({ loaded: 400, total: 400 });
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
    request.mockResolvedValue(authRequired);
    await expect(callApi(read, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(useSessionStore.getState()).toMatchObject({ session: null, reason: 'expired' });
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(['The account has been logged out, please log in again']);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2Fwithdraw%3Fx%3D1', { replace: true });
  });

  it('ends the session once for a burst of refusals, and not at all for an older token after a new login', async () => {
    useSessionStore.getState().setSession({ token: 'old', merchantCode: 'demo', userName: 'demo1', type: 0 });
    let answer: (v: unknown) => void = () => {};
    request.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const late = callApi(read, { params: { code: 'A' } }).catch(() => null);
    await new Promise((r) => setTimeout(r, 0));
    useSessionStore.getState().setSession({ token: 'new', merchantCode: 'demo', userName: 'demo1', type: 0 });
    answer(expired);
    await late;
    expect(useSessionStore.getState().session?.token).toBe('new');
    request.mockResolvedValue(expired);
    await Promise.all([1, 2, 3].map(() => callApi(read, { params: { code: 'A' } }).catch(() => null)));
    expect(useSessionStore.getState().session).toBeNull();
    expect(useUiStore.getState().toasts).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("a visitor's AUTH_REQUIRED is only an error; sessionEnd 'ignore' leaves the session to the caller", async () => {
    request.mockResolvedValue(authRequired);
    await expect(callApi(read, { params: { code: 'A' } })).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(navigate).not.toHaveBeenCalled();
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'demo', userName: 'demo1', type: 0 });
    request.mockResolvedValue(expired);
    await expect(callApi(read, { params: { code: 'A' } }, {}, { sessionEnd: 'ignore' })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

describe('newIdempotencyKey', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID (insecure contexts)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
