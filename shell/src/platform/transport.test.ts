import { parseBody, send, withQuery, type TTransportRequest } from './transport';
import { fakeServer, sentRequest } from './transport.testing';

const server = fakeServer();
const never = () => new Promise<never>(() => undefined);
const request = (extra: Partial<TTransportRequest> = {}): TTransportRequest => ({
  method: 'GET',
  url: '/api/v1/x',
  headers: { Device: 'MOBILE' },
  body: undefined,
  timeoutMs: 15_000,
  ...extra,
});
const form = () => {
  const data = new FormData();
  data.append('receipt', new File([new Uint8Array(400)], 'r.png', { type: 'image/png' }));
  return data;
};

beforeEach(() => server.mockReset());

describe('withQuery', () => {
  it('serialises a query byte for byte as axios did (the URL the server saw before)', () => {
    // The expected string is what axios 1.x's buildURL made of the same object.
    const query = { a: 'x y', b: undefined, c: null, d: 3, e: true, f: ['1', '2', null], g: new Date(0), h: "a:b,c$d/e?&=#+é!'()~*", i: { j: 1 } };
    expect(withQuery('/p', query)).toBe(
      "/p?a=x+y&d=3&e=true&f%5B%5D=1&f%5B%5D=2&g=1970-01-01T00:00:00.000Z&h=a:b,c$d%2Fe%3F%26%3D%23%2B%C3%A9!'()~*&i%5Bj%5D=1",
    );
  });

  it('leaves the path as it is without a query or with only empty values, and appends to an existing one', () => {
    expect(withQuery('/api/v1/x', undefined)).toBe('/api/v1/x');
    expect(withQuery('/api/v1/x', { a: undefined, b: null })).toBe('/api/v1/x');
    expect(withQuery('/api/v1/x?p=1', { q: 2 })).toBe('/api/v1/x?p=1&q=2');
  });
});

describe('parseBody', () => {
  it('answers the JSON, or null for an empty or non-JSON body', () => {
    expect(parseBody('{"success":true}')).toEqual({ success: true });
    expect(parseBody('')).toBeNull();
    expect(parseBody('  \n')).toBeNull();
    expect(parseBody('<html>502</html>')).toBeNull();
    expect(parseBody('{"cut":')).toBeNull();
  });
});

describe('send by fetch', () => {
  it('sends the method, URL and headers; a JSON body as JSON with its Content-Type; answers status and JSON of any status', async () => {
    server.mockResolvedValue({ status: 409, data: { success: false, code: 'X' } });
    await expect(send(request({ method: 'POST', body: { a: 1 }, headers: { 'X-Merchant': 'demo' } }))).resolves.toEqual({
      status: 409,
      data: { success: false, code: 'X' },
    });
    expect(sentRequest(server)).toMatchObject({
      via: 'fetch',
      method: 'POST',
      url: '/api/v1/x',
      body: { a: 1 },
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Merchant': 'demo' },
    });
  });

  it('sends no body and no Content-Type without a body, and FormData as it is (the browser adds the boundary)', async () => {
    server.mockResolvedValue({ status: 200, data: {} });
    await send(request({ method: 'DELETE' }));
    await send(request({ method: 'POST', body: null }));
    const data = form();
    await send(request({ method: 'POST', body: data }));
    expect(sentRequest(server, 0).body).toBeUndefined();
    expect(sentRequest(server, 1).body).toBeUndefined();
    expect(sentRequest(server, 2).body).toBe(data);
    for (const call of [0, 1, 2]) expect(sentRequest(server, call).headers).not.toHaveProperty('Content-Type');
  });

  it('answers data null for an empty or non-JSON body instead of throwing', async () => {
    server.mockResolvedValue({ status: 502, text: '<html>Bad Gateway</html>' });
    await expect(send(request())).resolves.toEqual({ status: 502, data: null });
    server.mockResolvedValue({ status: 204, text: '' });
    await expect(send(request())).resolves.toEqual({ status: 204, data: null });
  });

  it("rejects when the caller's signal aborts, and does not send at all when it already has", async () => {
    const controller = new AbortController();
    server.mockImplementation(never);
    const pending = send(request({ signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sentRequest(server).signal.aborted).toBe(true);
    await expect(send(request({ signal: controller.signal }))).rejects.toBeDefined();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("aborts after timeoutMs with a TimeoutError, leaving the caller's signal alone; an answer in time clears the timer", async () => {
    jest.useFakeTimers();
    try {
      const controller = new AbortController();
      server.mockImplementation(never);
      const pending = send(request({ signal: controller.signal, timeoutMs: 1000 })).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(999);
      expect(sentRequest(server).signal.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ name: 'TimeoutError' });
      expect(controller.signal.aborted).toBe(false);
      server.mockResolvedValue({ status: 200, data: { ok: 1 } });
      await expect(send(request({ timeoutMs: 1000 }))).resolves.toEqual({ status: 200, data: { ok: 1 } });
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects on a network failure', async () => {
    server.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(send(request())).rejects.toBeInstanceOf(TypeError);
  });
});

describe('send by XMLHttpRequest (an upload with progress)', () => {
  it('is used only for a FormData body with a progress callback, with the same headers; reports loaded and total', async () => {
    const seen: unknown[] = [];
    server.mockImplementation(async (sent) => {
      sent.progress({ loaded: 100, total: 400 });
      sent.progress({ loaded: 150 });
      return { status: 200, data: { success: true } };
    });
    const data = form();
    const onUploadProgress = (loaded: number, total: number | undefined) => seen.push([loaded, total]);
    await expect(send(request({ method: 'POST', body: data, headers: { 'X-Merchant': 'demo' }, onUploadProgress }))).resolves.toEqual({
      status: 200,
      data: { success: true },
    });
    expect(sentRequest(server)).toMatchObject({ via: 'xhr', method: 'POST', url: '/api/v1/x', headers: { Accept: 'application/json', 'X-Merchant': 'demo' } });
    expect(sentRequest(server).body).toBe(data);
    expect(sentRequest(server).headers).not.toHaveProperty('Content-Type');
    expect(seen).toEqual([
      [100, 400],
      [150, undefined],
    ]);
    await send(request({ method: 'POST', body: { a: 1 }, onUploadProgress }));
    expect(sentRequest(server, 1).via).toBe('fetch');
  });

  it('a progress callback that throws changes nothing; a non-JSON answer is data null', async () => {
    server.mockImplementation(async (sent) => {
      sent.progress({ loaded: 1, total: 2 });
      return { status: 413, text: 'Request Entity Too Large' };
    });
    const onUploadProgress = () => {
      throw new Error('display broke');
    };
    await expect(send(request({ method: 'POST', body: form(), onUploadProgress }))).resolves.toEqual({ status: 413, data: null });
  });

  it("rejects and aborts the XMLHttpRequest when the caller's signal aborts, or the timeout passes; rejects on a network error", async () => {
    const onUploadProgress = jest.fn();
    const controller = new AbortController();
    server.mockImplementation(never);
    const aborted = send(request({ method: 'POST', body: form(), signal: controller.signal, onUploadProgress }));
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(sentRequest(server).signal.aborted).toBe(true);

    jest.useFakeTimers();
    try {
      const timedOut = send(request({ method: 'POST', body: form(), timeoutMs: 500, onUploadProgress })).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(500);
      expect(await timedOut).toMatchObject({ name: 'TimeoutError' });
      expect(sentRequest(server, 1).signal.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }

    server.mockRejectedValue(new Error('connection reset'));
    await expect(send(request({ method: 'POST', body: form(), onUploadProgress }))).rejects.toBeInstanceOf(TypeError);
    await expect(send(request({ method: 'POST', body: form(), signal: controller.signal, onUploadProgress }))).rejects.toBeDefined();
    expect(server).toHaveBeenCalledTimes(3);
  });
});
