import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
/** pino's child options, as Fastify passes them (a route's level and serializers). */
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

// Fastify makes a child logger for every request (`request.log`, bound to its reqId). With the
// app's redaction paths (app.ts: `*.password` and the like start with a wildcard), pino runs its
// redactor over the child's bindings as it makes the child: a few µs and some garbage on every
// request, ~9 % of the server's CPU on GET /api/v1/registry under load (docs/decisions/api-caching.md),
// though most requests never write a line. The child here is made on the first line that would be
// written at its level, or on any other use of the logger; until then a call below the level costs
// a comparison. What a line holds (reqId, redaction, serializers) is exactly pino's child's.

type TLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

const LEVELS: readonly TLevelName[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** A pino-compatible child logger that is made on first real use. */
export class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real pino child (made now if not yet). */
  get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.childBindings, this.options));
  }

  /** Whether a line at `level` would be written, without making the child. */
  private enabled(level: TLevelName): boolean {
    if (this.made) return true; // the child's own method decides
    const values = (this.parent as unknown as { levels: { values: Record<string, number> } }).levels.values;
    const own = this.options.level;
    const threshold = own !== undefined ? values[own] : (this.parent as unknown as { levelVal: number }).levelVal;
    const value = values[level];
    return value !== undefined && threshold !== undefined && value >= threshold;
  }

  get level(): string {
    return this.made ? this.made.level : (this.options.level ?? this.parent.level);
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    if (this.enabled('fatal')) (this.real.fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]): void {
    if (this.enabled('error')) (this.real.error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]): void {
    if (this.enabled('warn')) (this.real.warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]): void {
    if (this.enabled('info')) (this.real.info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]): void {
    if (this.enabled('debug')) (this.real.debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]): void {
    if (this.enabled('trace')) (this.real.trace as (...a: unknown[]) => void)(...args);
  }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    if (!this.made && (LEVELS as readonly string[]).includes(level)) return this.enabled(level as TLevelName);
    return (this.real as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  bindings(): Bindings {
    return (this.real as unknown as { bindings(): Bindings }).bindings();
  }

  setBindings(bindings: Bindings): void {
    (this.real as unknown as { setBindings(b: Bindings): void }).setBindings(bindings);
  }

  flush(cb?: (err?: Error) => void): void {
    (this.real as unknown as { flush(cb?: (err?: Error) => void): void }).flush(cb);
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use (see LazyChildLogger). */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
