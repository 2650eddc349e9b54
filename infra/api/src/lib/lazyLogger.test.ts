import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazyLogger';

function sink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

function parentAt(level: string) {
  const out = sink();
  const parent = pino({ level, redact: { paths: ['password', '*.password'], censor: '[redacted]' } }, out.stream) as unknown as FastifyBaseLogger;
  const childSpy = jest.spyOn(parent, 'child');
  return { parent, childSpy, lines: out.lines };
}

describe('LazyChildLogger (request loggers made on first use)', () => {
  it('makes no pino child for lines below the level', () => {
    const { parent, childSpy, lines } = parentAt('warn');
    const log = lazyChildLoggerFactory(parent, { reqId: 'r1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('debug');
    expect((log as unknown as LazyChildLogger).isLevelEnabled('info')).toBe(false);
    expect((log as unknown as LazyChildLogger).isLevelEnabled('warn')).toBe(true);
    expect(childSpy).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes a line at the level as pino’s child would: bindings, redaction', () => {
    const { parent, childSpy, lines } = parentAt('info');
    const log = lazyChildLoggerFactory(parent, { reqId: 'r2' }, {});
    log.info({ body: { password: 'hunter2' }, password: 'p' }, 'hello');
    log.warn('again');
    expect(childSpy).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'r2', msg: 'hello', password: '[redacted]', body: { password: '[redacted]' } });
    expect(lines[1]).toMatchObject({ reqId: 'r2', msg: 'again' });
  });

  it('keeps a route’s own level (Fastify’s logLevel route option)', () => {
    const { parent, lines } = parentAt('warn');
    const log = lazyChildLoggerFactory(parent, { reqId: 'r3' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route debug');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r3', msg: 'route debug', level: 20 })]);
  });

  it('answers the rest of pino’s surface through the real child', () => {
    const { parent } = parentAt('info');
    const log = new LazyChildLogger(parent, { reqId: 'r4' }, {});
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
    expect(log.bindings()).toEqual({ reqId: 'r4' });
    expect((log.child({ sub: 1 }) as unknown as { bindings(): object }).bindings()).toEqual({ reqId: 'r4', sub: 1 });
    log.level = 'debug';
    expect(log.level).toBe('debug');
    expect(log.isLevelEnabled('debug')).toBe(true);
  });
});
