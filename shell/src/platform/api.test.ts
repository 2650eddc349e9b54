import { createAffiliateLink, deleteAffiliateLink, liveModels } from '@tessera/shared-contracts/api';
import { useSessionStore } from '../stores/session';
import { ApiError, callApi, newIdempotencyKey } from './api';

const request = jest.fn();
jest.mock('axios', () => ({ __esModule: true, default: { request: (config: unknown) => request(config) } }));

// Real descriptors; `pay` is one made money-moving for the test.
const read = deleteAffiliateLink;
const pay = { ...createAffiliateLink, idempotent: true };
const LINK = { code: 'ABCD', url: 'https://demo.localhost/m/register?affiliateCode=ABCD', createdAt: '2026-11-22T00:00:00.000Z' };

const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
const headersOf = (call = 0) => (request.mock.calls[call]?.[0] as { headers: Record<string, string> }).headers;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  request.mockReset();
  useSessionStore.getState().clear();
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
