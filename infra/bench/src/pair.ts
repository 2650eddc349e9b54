// Paired A/B of two builds' first visits (issue 31, docs/decisions/performance-levers.md "Second
// round"). This machine's speed moves by a factor of two to three within a session, and Lighthouse's
// TBT multiplies the CPU time of one trace, so single figures taken apart cannot show whether a lever
// helped. Two builds served side by side and loaded in alternation can: each pair meets the same
// moment of the machine, and the median of the pairs' differences says which build does less.
//
//   npm run bench:pair -- <distA> <distB> [--pairs 12] [--path /m/home]
//
// Build each variant with `npm run build` and copy `dist` aside (cp -r dist /tmp/distA) between them.
import { chromium, type Browser } from 'playwright-core';
import { startServer, type TRunningServer } from './server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, out } from './util';

/** One trace event, as Chromium's tracing reports it (only what is read here). */
export interface TTraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** A first visit's main-thread work after its first contentful paint, in ms. */
export interface TLoadWork {
  /** Every task. */
  all: number;
  /** Tasks of 10 ms or more (Lighthouse's simulation keeps those). */
  long: number;
  /** Lighthouse's TBT as its phone would see it: each task of 10 ms or more, ×4, less 50 ms. */
  estimatedTbt: number;
}

/** Reads a trace: the page's renderer main thread (the one with the most tasks), after first contentful paint. */
export function loadWork(events: readonly TTraceEvent[]): TLoadWork | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasksOf = new Map<string, TTraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask') continue;
    const thread = `${e.pid}:${e.tid}`;
    tasksOf.set(thread, [...(tasksOf.get(thread) ?? []), e]);
  }
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const tasks = mains.map((t) => tasksOf.get(t) ?? []).sort((a, b) => b.length - a.length)[0] ?? [];
  const work: TLoadWork = { all: 0, long: 0, estimatedTbt: 0 };
  for (const task of tasks) {
    if (task.ts <= fcp.ts) continue;
    const ms = (task.dur ?? 0) / 1000;
    work.all += ms;
    if (ms >= 10) {
      work.long += ms;
      work.estimatedTbt += Math.max(0, 4 * ms - 50);
    }
  }
  return work;
}

export interface TPairLine {
  metric: keyof TLoadWork;
  a: number | null;
  b: number | null;
  /** Median of (B − A) over the pairs: below 0, B does less. */
  difference: number | null;
  /** In how many pairs B did less than A. */
  bLower: number;
  pairs: number;
}

/** Medians of each build and of the pairs' differences, per metric. */
export function pairSummary(a: readonly TLoadWork[], b: readonly TLoadWork[]): TPairLine[] {
  const n = Math.min(a.length, b.length);
  return (['all', 'long', 'estimatedTbt'] as const).map((metric) => {
    const differences = Array.from({ length: n }, (_, i) => (b[i] as TLoadWork)[metric] - (a[i] as TLoadWork)[metric]);
    return {
      metric,
      a: median(a.slice(0, n).map((w) => w[metric])),
      b: median(b.slice(0, n).map((w) => w[metric])),
      difference: median(differences),
      bLower: differences.filter((d) => d < 0).length,
      pairs: n,
    };
  });
}

/** One unthrottled first visit in a fresh phone-sized context, traced until the network is quiet and 1.5 s more. */
async function visit(browser: Browser, url: string): Promise<TLoadWork> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TTraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TTraceEvent[])));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const complete = new Promise<void>((resolveComplete) => cdp.once('Tracing.tracingComplete', () => resolveComplete()));
    await cdp.send('Tracing.end');
    await complete;
    const work = loadWork(events);
    if (!work) throw new Error(`no first contentful paint in the trace of ${url}`);
    return work;
  } finally {
    await context.close();
  }
}

function args(argv: readonly string[]): { distA: string; distB: string; pairs: number; path: string } {
  const positional: string[] = [];
  let pairs = 12;
  let path = '/m/home';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--pairs') pairs = Number(argv[(i += 1)]);
    else if (arg === '--path') path = String(argv[(i += 1)]);
    else positional.push(arg);
  }
  const [distA, distB] = positional;
  if (!distA || !distB || !Number.isInteger(pairs) || pairs < 1 || !path.startsWith('/')) {
    throw new Error('usage: npm run bench:pair -- <distA> <distB> [--pairs 12] [--path /m/home]');
  }
  return { distA, distB, pairs, path };
}

async function main(): Promise<void> {
  const { distA, distB, pairs, path } = args(process.argv.slice(2));
  const servers: TRunningServer[] = [];
  let browser: Browser | null = null;
  try {
    servers.push(await startServer(distA), await startServer(distB));
    const [serverA, serverB] = servers as [TRunningServer, TRunningServer];
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
    const a: TLoadWork[] = [];
    const b: TLoadWork[] = [];
    for (let i = 0; i < pairs; i += 1) {
      // Alternate which build goes first, so neither always meets a warmer browser.
      if (i % 2 === 0) {
        a.push(await visit(browser, serverA.baseUrl + path));
        b.push(await visit(browser, serverB.baseUrl + path));
      } else {
        b.push(await visit(browser, serverB.baseUrl + path));
        a.push(await visit(browser, serverA.baseUrl + path));
      }
      out(`pair ${i + 1}/${pairs}: A ${(a[i] as TLoadWork).all.toFixed(0)} ms, B ${(b[i] as TLoadWork).all.toFixed(0)} ms of main thread after first paint`);
    }
    out(`\n${path}, ${pairs} pairs (A ${distA}, B ${distB}); ms of main thread after first contentful paint`);
    for (const line of pairSummary(a, b)) {
      const f = (v: number | null) => (v === null ? '–' : v.toFixed(0)).padStart(6);
      out(`${line.metric.padEnd(13)} A ${f(line.a)}  B ${f(line.b)}  median(B − A) ${f(line.difference)}  B lower in ${line.bLower}/${line.pairs}`);
    }
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
