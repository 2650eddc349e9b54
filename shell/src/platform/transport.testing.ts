/**
 * Test support: a fake server behind global.fetch and XMLHttpRequest (jsdom has no fetch, and its
 * XMLHttpRequest would reach for a real server). Every request the transport sends becomes one call of
 * `server` with what went on the wire; what `server` answers (or how it rejects) comes back as the response.
 * Tests only: nothing in the shell's code imports it.
 */

/** One request as sent: the URL with its query, headers, the body (FormData, or the JSON parsed back). */
export interface TSentRequest {
  via: 'fetch' | 'xhr';
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Aborts when the request is aborted (the caller's signal or the timeout; xhr.abort()); the request then ends at once. */
  signal: AbortSignal;
  /** For an XMLHttpRequest: fires an upload progress event ({ loaded, total? }: no total = not computable). */
  progress: (e: { loaded: number; total?: number }) => void;
}

/** What the fake server answers: a status and a JSON body, or a raw text body (`text`). */
export interface TServerAnswer {
  status: number;
  data?: unknown;
  text?: string;
}

export type TFakeServer = jest.Mock<Promise<TServerAnswer>, [TSentRequest]>;

/** The server's answer to one request; a test that set none gets a network error naming the URL. */
async function ask(server: TFakeServer, sent: TSentRequest): Promise<TServerAnswer> {
  const answer = await server(sent);
  if (!answer) throw new Error(`the fake server has no answer for ${sent.method} ${sent.url}`);
  return answer;
}

const bodyText = (answer: TServerAnswer) => answer.text ?? (answer.data === undefined ? '' : JSON.stringify(answer.data));

function readBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

class FakeXhr extends EventTarget {
  static server: TFakeServer;
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  private pending = false;

  abort(): void {
    this.controller.abort();
    // As in a browser: a request in flight ends at once with an abort event, whatever the server does.
    if (this.pending) this.finish(new Event('abort'));
  }

  private finish(event: Event): void {
    if (!this.pending) return;
    this.pending = false;
    this.dispatchEvent(event);
  }

  send(body: unknown): void {
    const progress = ({ loaded, total }: { loaded: number; total?: number }) => {
      const e = new Event('progress') as Event & { loaded: number; total: number; lengthComputable: boolean };
      Object.assign(e, { loaded, total: total ?? 0, lengthComputable: total !== undefined });
      this.upload.dispatchEvent(e);
    };
    const sent: TSentRequest = {
      via: 'xhr',
      method: this.method,
      url: this.url,
      headers: { ...this.headers },
      body: readBody(body),
      signal: this.controller.signal,
      progress,
    };
    this.pending = true;
    // Like a browser, the answer comes after send returns; a rejecting server is a network error.
    void Promise.resolve()
      .then(() => ask(FakeXhr.server, sent))
      .then(
        (answer) => {
          if (!this.pending) return;
          this.status = answer.status;
          this.responseText = bodyText(answer);
          this.finish(new Event('load'));
        },
        () => this.finish(new Event('error')),
      );
  }
}

/** Installs the fake server as global.fetch and XMLHttpRequest for the test file; answers the mock. */
export function fakeServer(): TFakeServer {
  const server: TFakeServer = jest.fn();
  const originalXhr = globalThis.XMLHttpRequest;
  const originalFetch = globalThis.fetch;
  beforeAll(() => {
    FakeXhr.server = server;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const { signal } = init;
      if (signal?.aborted) throw signal.reason;
      const noSignal = new AbortController().signal;
      const sent: TSentRequest = {
        via: 'fetch',
        method: init.method ?? 'GET',
        url: String(url),
        headers: { ...(init.headers as Record<string, string>) },
        body: readBody(init.body),
        signal: init.signal ?? noSignal,
        progress: () => undefined,
      };
      // As in a browser: an abort rejects the fetch at once with the signal's reason, whatever the server does.
      const answer = await new Promise<TServerAnswer>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        ask(server, sent).then(resolve, reject);
      });
      const text = bodyText(answer);
      return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, text: async () => text } as Response;
    });
  });
  beforeEach(() => (globalThis.fetch as jest.Mock).mockClear());
  afterAll(() => {
    globalThis.XMLHttpRequest = originalXhr;
    globalThis.fetch = originalFetch;
  });
  return server;
}

/** The request of the server's nth call. */
export const sentRequest = (server: TFakeServer, call = 0): TSentRequest => {
  const sent = server.mock.calls[call]?.[0];
  if (!sent) throw new Error(`no request ${call}`);
  return sent;
};
