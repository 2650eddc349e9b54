import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISSUE31_BARS, issue31Header, issue31Rows } from './bars';
import { INP_DURATION_THRESHOLD_MS } from './interactions';
import { homeRows, type TBarCheck, type TBenchResult, type TRatioRow } from './results';
import { MONEY_PATH_BARS, type TMoneyPathPhase } from './moneyPath';
import { kb, ms, REPO_ROOT } from './util';

type TAlign = 'l' | 'r';
interface TTable {
  title: string;
  head: string[];
  align: TAlign[];
  rows: string[][];
  notes: string[];
}

const num = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
/** autocannon's latency histogram has 1 ms resolution: 0 means under a millisecond. */
const latency = (v: number | null) => (v === 0 ? '<1 ms' : ms(v));

const BAR_TEXT: Record<TBarCheck['key'], string> = { jsGzipBytes: '≤ 150.0 KB', score: '≥ 95', lcpMs: '≤ 2000 ms', tbtMs: '≤ 100 ms', cls: '≤ 0.050' };

function figure(c: TBarCheck): string {
  if (c.value === null || c.miss === null) return '–';
  const v = c.key === 'jsGzipBytes' ? kb(c.value) : c.key === 'cls' ? num(c.value, 3) : c.key === 'score' ? num(c.value) : ms(c.value);
  const by =
    c.key === 'jsGzipBytes'
      ? kb(Math.abs(c.miss))
      : c.key === 'cls'
        ? num(Math.abs(c.miss), 3)
        : c.key === 'score'
          ? num(Math.abs(c.miss))
          : ms(Math.abs(c.miss));
  return c.met ? `${v} (met)` : `${v} (missed by ${by})`;
}

/** The real home for the visitor and the member against issue 18's bars. */
function homeTable(r: TBenchResult): TTable | null {
  const rows = homeRows(r);
  const visitor = rows[0];
  if (!visitor || (!r.firstVisit && !r.lighthouse && !r.member)) return null;
  const keys: TBarCheck['key'][] = ['jsGzipBytes', 'score', 'lcpMs', 'tbtMs', 'cls'];
  return {
    title: `The real home, visitor and member: first-visit JS (gzip) and Lighthouse mobile medians against issue 18's bars`,
    head: ['/m/home', 'JS files', 'JS gzip', 'score', 'LCP', 'TBT', 'CLS'],
    align: ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    rows: [
      ['bar', '', ...keys.map((k) => BAR_TEXT[k])],
      ...rows.map((row) => [
        row.audience === 'member' && r.member ? `member (${r.member.userName})` : row.audience,
        row.jsFiles === null ? '–' : String(row.jsFiles),
        ...keys.map((k) => {
          const c = row.checks.find((x) => x.key === k);
          return c ? figure(c) : '–';
        }),
      ]),
    ],
    notes: [
      ...(r.member ? [] : ['member not measured (--no-member)']),
      ...(r.member && !r.member.visit?.ok ? [`member first visit: ${r.member.visit?.error ?? 'not run'}`] : []),
      ...(r.member?.lighthouse?.runs ?? []).flatMap((x, i) => (x.error ? [`member Lighthouse run #${i + 1}: ${x.error}`] : [])),
    ],
  };
}

function tables(r: TBenchResult): TTable[] {
  const out: TTable[] = [];
  const home = homeTable(r);
  if (home) out.push(home);

  if (r.firstVisit) {
    out.push({
      title: 'First visit (fresh context, 390×844; gzip = level 9 computed by the bench; "wire" = bytes Chromium received)',
      head: ['route', 'screen', 'JS files', 'JS raw', 'JS gzip', 'JS wire', 'CSS raw', 'CSS gzip', 'remotes fetched'],
      align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      rows: [...r.firstVisit, ...(r.member?.visit ? [{ ...r.member.visit, route: `${r.member.visit.route} (member)` }] : [])].map((v) => [
        v.route,
        v.ok ? (v.screenRemote ?? '?') : 'FAILED',
        String(v.jsFiles),
        kb(v.jsRaw),
        kb(v.jsGzip),
        kb(v.jsTransferred),
        kb(v.cssRaw),
        kb(v.cssGzip),
        v.remotes.length ? v.remotes.join(', ') : '(none)',
      ]),
      notes: [...r.firstVisit, ...(r.member?.visit ? [{ ...r.member.visit, route: `${r.member.visit.route} (member)` }] : [])].flatMap((v) => [
        ...(v.error ? [`${v.route}: ${v.error}`] : []),
        ...(v.ok && !v.networkIdle ? [`${v.route}: the network did not go idle within 15 s; figures are what had arrived`] : []),
        ...v.pageErrors.slice(0, 3).map((e) => `${v.route}: page error: ${e}`),
      ]),
    });
  }

  if (r.budget) {
    const b = r.budget;
    out.push({
      title: 'Budget',
      head: ['route', 'JS gzip', 'budget', 'difference', 'verdict'],
      align: ['l', 'r', 'r', 'r', 'l'],
      rows: [[b.route, kb(b.actualGzipBytes), kb(b.limitGzipBytes), `${b.diffBytes > 0 ? '+' : '−'}${kb(Math.abs(b.diffBytes))}`, b.verdict]],
      notes: [],
    });
  }

  if (r.homeTopFiles.length) {
    out.push({
      title: "Largest files of /m/home's first visit",
      head: ['file', 'raw', 'gzip', 'wire', 'encoding'],
      align: ['l', 'r', 'r', 'r', 'l'],
      rows: r.homeTopFiles.map((f) => [f.url, kb(f.raw), kb(f.gzip), kb(f.transferred), f.encoding ?? 'identity']),
      notes: [],
    });
  }

  if (r.mono) {
    const M = r.mono;
    const value = (v: number | null, unit: TRatioRow['unit']) => (unit === 'bytes' ? kb(v) : unit === 'ms' ? ms(v) : num(v));
    out.push({
      title: `What federation costs: ${M.route}, the same app federated and as one bundle without federation (npm run build:mono), in one run`,
      head: ['figure', 'federated', 'mono', 'federated ÷ mono'],
      align: ['l', 'r', 'r', 'r'],
      rows: M.rows.map((x) => [x.label, value(x.federated, x.unit), value(x.mono, x.unit), x.ratio === null ? '–' : `${x.ratio.toFixed(2)}×`]),
      notes: [
        `mono: ${M.distDir}${M.build.ran ? `, built in ${((M.build.ms ?? 0) / 1000).toFixed(1)} s` : ' (reused)'}; both served by infra/api (NODE_ENV=production)${M.lighthouse ? '; Lighthouse runs interleaved' : ''}`,
        ...(M.firstVisit && M.firstVisit.ok
          ? [
              `mono first visit: screen of ${M.firstVisit.screenRemote ?? '?'}, ${M.firstVisit.jsFiles} JS files; remote chunks fetched: ${M.firstVisit.remotes.join(', ') || '(none)'}`,
            ]
          : []),
        ...(M.firstVisit?.error ? [`mono first visit: ${M.firstVisit.error}`] : []),
        ...(M.firstVisit?.pageErrors ?? []).slice(0, 3).map((e) => `mono: page error: ${e}`),
        ...(M.lighthouse?.runs ?? []).flatMap((x, i) => (x.error ? [`mono Lighthouse run #${i + 1}: ${x.error}`] : [])),
      ],
    });
    if (M.lighthouse) {
      out.push({
        title: `Lighthouse runs, mono build, ${M.route}`,
        head: ['run', 'score', 'LCP', 'TBT', 'FCP', 'Speed Index'],
        align: ['l', 'r', 'r', 'r', 'r', 'r'],
        rows: M.lighthouse.runs.map((x, i) => [`#${i + 1}`, num(x.score), ms(x.lcpMs), ms(x.tbtMs), ms(x.fcpMs), ms(x.speedIndexMs)]),
        notes: [],
      });
    }
  }

  if (r.remoteEntries) {
    out.push({
      title: 'Remote entries (dist/remotes/<name>/<version>/)',
      head: ['remote', 'version', 'remoteEntry raw', 'remoteEntry gzip', 'JS files', 'all JS raw', 'all JS gzip'],
      align: ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
      rows: [
        ...r.remoteEntries.map((e) => [e.name, e.version, kb(e.entryRaw), kb(e.entryGzip), String(e.jsFiles), kb(e.jsRaw), kb(e.jsGzip)]),
        ...(r.shellAssets ? [['(shell assets)', '', '', '', String(r.shellAssets.jsFiles), kb(r.shellAssets.jsRaw), kb(r.shellAssets.jsGzip)]] : []),
      ],
      notes: [],
    });
  }

  if (r.lighthouse) {
    const l = r.lighthouse;
    const row = (
      name: string,
      x: { score: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null; speedIndexMs: number | null },
    ) => [name, num(x.score), ms(x.lcpMs), ms(x.tbtMs), num(x.cls, 3), ms(x.fcpMs), ms(x.speedIndexMs)];
    out.push({
      title: `Lighthouse ${l.lighthouseVersion ?? ''} mobile, ${l.url.replace(/^https?:\/\/[^/]+/, '')} (default emulation and simulated throttling)`,
      head: ['run', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'Speed Index'],
      align: ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows: [...l.runs.map((x, i) => row(`#${i + 1}`, x)), ...(l.runs.length > 1 ? [row(`median of ${l.runs.filter((x) => !x.error).length}`, l.median)] : [])],
      notes: l.runs.flatMap((x, i) => [...(x.error ? [`run #${i + 1}: ${x.error}`] : []), ...x.warnings.map((w) => `run #${i + 1}: ${w}`)]),
    });
  }

  if (r.member?.lighthouse) {
    const l = r.member.lighthouse;
    const row = (
      name: string,
      x: { score: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null; speedIndexMs: number | null },
    ) => [name, num(x.score), ms(x.lcpMs), ms(x.tbtMs), num(x.cls, 3), ms(x.fcpMs), ms(x.speedIndexMs)];
    out.push({
      title: `Lighthouse ${l.lighthouseVersion ?? ''} mobile, ${l.url.replace(/^https?:\/\/[^/]+/, '')} as member ${r.member.userName} (session in sessionStorage before the page's scripts; runs interleaved with the visitor's)`,
      head: ['run', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'Speed Index'],
      align: ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows: [...l.runs.map((x, i) => row(`#${i + 1}`, x)), ...(l.runs.length > 1 ? [row(`median of ${l.runs.filter((x) => !x.error).length}`, l.median)] : [])],
      notes: l.runs.flatMap((x, i) => [...(x.error ? [`run #${i + 1}: ${x.error}`] : []), ...x.warnings.map((w) => `run #${i + 1}: ${w}`)]),
    });
  }

  if (r.load) {
    const L = r.load;
    out.push({
      title: `API load (autocannon, ${L.connections} connections, ${L.rounds ?? 1} interleaved round(s) of ${L.seconds} s per target after ${L.warmupSeconds} s warm-up, accept-encoding: ${L.acceptEncoding ?? 'none'}; req/s and ratio: medians over rounds, each round's ratio against that round's baseline; p50/p99: the worst round; targets: ratio ≥ ${L.targets.ratioMin}, p99 ≤ ${L.targets.p99MaxMs} ms)`,
      head: ['target', 'req/s', 'p50', 'p99', 'ratio', 'ratio ok', 'p99 ok', 'all 2xx', 'result', 'answer'],
      align: ['l', 'r', 'r', 'r', 'r', 'l', 'l', 'l', 'l', 'l'],
      rows: L.rows.map((x) =>
        x.skipped
          ? [x.label, '–', '–', '–', '–', '', '', '', 'skipped', '']
          : [
              x.label,
              num(x.reqPerSec),
              latency(x.p50Ms),
              latency(x.p99Ms),
              x.key === 'hello'
                ? '1.00 (baseline)'
                : `${num(x.ratio, 2)}${(x.roundRatios ?? []).length > 1 ? ` (${Math.min(...x.roundRatios).toFixed(2)}–${Math.max(...x.roundRatios).toFixed(2)})` : ''}`,
              x.pass ? mark(x.pass.ratio) : '',
              x.pass ? mark(x.pass.p99) : '',
              x.pass ? mark(x.pass.all2xx) : '',
              x.pass ? (x.pass.overall ? 'PASS' : 'FAIL') : 'baseline',
              x.probe ? `${x.probe.status}, ${x.probe.bytes} B ${x.probe.encoding ?? 'identity'}` : '',
            ],
      ),
      notes: L.rows.flatMap((x) => [...(x.skipped ? [`${x.label}: skipped: ${x.skipped}`] : []), ...x.notes.map((n) => `${x.label}: ${n}`)]),
    });
  }
  if (r.scroll) {
    const S = r.scroll;
    out.push({
      title: `Scrolling ${S.games} games (${S.route}, ${S.viewport.width}×${S.viewport.height}, ${S.cpuThrottle}× CPU throttling; rAF frame times of frames that moved the list; issue 31's bar p95 ≤ ${ISSUE31_BARS.scrollP95Ms} ms; "60 Hz" = p95 within ${S.frameBudgetMs.toFixed(1)} ms)`,
      head: ['phase', 'speed', 'frames', 'p50', 'p95', 'p99', 'max', 'dropped', 'long tasks', 'tiles in DOM', 'DOM nodes', '60 Hz', 'result'],
      align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
      rows: S.phases.map((p) => [
        p.label,
        `${p.speedPxPerSec} px/s`,
        String(p.frames),
        ms(p.p50Ms, 1),
        ms(p.p95Ms, 1),
        ms(p.p99Ms, 1),
        ms(p.maxMs, 0),
        String(p.dropped),
        `${p.longTasks} (${ms(p.longTaskMs)})`,
        String(p.tiles),
        String(p.domNodes),
        p.pass ? 'yes' : 'no',
        !p.reachedEnd ? 'UNFINISHED' : p.p95Ms !== null && p.p95Ms <= ISSUE31_BARS.scrollP95Ms ? 'PASS' : 'OVER',
      ]),
      notes: S.notes,
    });
  }
  if (r.interactions) {
    const I = r.interactions;
    const inp = (x: { inpMs: number | null; belowThreshold: boolean } | null) =>
      x === null ? '–' : x.belowThreshold ? `< ${INP_DURATION_THRESHOLD_MS} ms` : ms(x.inpMs);
    out.push({
      title: `INP of the scripted interactions (${I.route}, ${I.viewport.width}×${I.viewport.height}, ${I.cpuThrottle}× CPU throttling; web-vitals ${I.webVitalsVersion ?? ''} attribution; median of ${I.runs} runs; bar ≤ ${I.barMs} ms each)`,
      head: ['audience', 'interaction', 'INP', 'runs', 'target', 'input delay', 'processing', 'presentation', 'longest script (LoAF)', 'result'],
      align: ['l', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'l', 'l'],
      rows: I.rows.map((x) => {
        const s = x.medianSample;
        const script = s?.longestScript;
        return [
          x.audience,
          x.label,
          inp(s),
          x.samples.map((y) => (y.error ? 'err' : y.belowThreshold ? `<${INP_DURATION_THRESHOLD_MS}` : num(y.inpMs))).join(' / '),
          s?.target || (s && !s.belowThreshold ? '(removed)' : '–'),
          ms(s?.inputDelayMs ?? null),
          ms(s?.processingMs ?? null),
          ms(s?.presentationMs ?? null),
          script ? `${ms(script.durationMs)} ${script.invoker} ${script.source} (${script.subpart})`.replace(/\s+/g, ' ') : '',
          x.medianMs === null ? 'no figure' : x.medianMs <= I.barMs ? 'PASS' : 'MISS',
        ];
      }),
      notes: I.notes,
    });
  }
  if (r.moneyPath) {
    const M = r.moneyPath;
    const row = (p: TMoneyPathPhase, bar: string, pass: string) => [
      p.label,
      `${p.ok}/${p.calls}`,
      ms(p.wallMs),
      ms(p.p50Ms),
      ms(p.p99Ms),
      ms(p.maxMs),
      bar,
      pass,
    ];
    out.push({
      title: `The money path: ${M.members} members withdraw at once, each from its own address (one API process, SQLite; set up in ${(M.setupMs / 1000).toFixed(1)} s)`,
      head: ['phase', 'ok', 'wall', 'p50', 'p99', 'max', 'bar', 'result'],
      align: ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
      rows: [
        row(M.withdrawals, `wall ≤ ${ms(MONEY_PATH_BARS.wallMs)}`, M.pass.wall ? 'PASS' : 'FAIL'),
        [
          'logins by other members meanwhile',
          `${M.logins.ok}/${M.logins.calls}`,
          '',
          ms(M.logins.p50Ms),
          ms(M.logins.p99Ms),
          ms(M.logins.maxMs),
          `p99 ≤ ${ms(MONEY_PATH_BARS.loginP99Ms)}`,
          M.pass.loginP99 ? 'PASS' : 'FAIL',
        ],
        row(M.replays, `same answer ${M.replays.sameAnswer}/${M.members}`, M.pass.replays ? 'PASS' : 'FAIL'),
      ],
      notes: M.notes,
    });
  }
  return out;
}

function textTable(t: TTable): string {
  const widths = t.head.map((h, i) => Math.max(h.length, ...t.rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (t.align[i] === 'r' ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [t.title, line(t.head), widths.map((w) => '-'.repeat(w)).join('  '), ...t.rows.map(line), ...t.notes.map((n) => `  note: ${n}`)].join('\n');
}

const mdCell = (c: string) => c.replace(/\|/g, '\\|');

function mdTable(t: TTable): string {
  return [
    `### ${t.title}`,
    '',
    `| ${t.head.map(mdCell).join(' | ')} |`,
    `|${t.align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`,
    ...t.rows.map((row) => `| ${row.map(mdCell).join(' | ')} |`),
    ...(t.notes.length ? ['', ...t.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}

function header(r: TBenchResult): string {
  return `${r.date} · node ${r.node} · ${r.cpus.count} × ${r.cpus.model} · commit ${r.gitCommit ?? '(none)'}`;
}

function footer(r: TBenchResult): string[] {
  return [...(r.skipped.length ? [`skipped: ${r.skipped.join('; ')}`] : []), ...r.problems.map((p) => `PROBLEM: ${p}`)];
}

/** Issue 31's bars against this run's figures: one row per bar, with the load average in the header. */
function issue31Table(r: TBenchResult): TTable {
  const rows = issue31Rows(r);
  return {
    title: issue31Header(r),
    head: ['bar', 'measured', 'result', 'by how much'],
    align: ['l', 'r', 'l', 'r'],
    rows: rows.map((x) => [x.bar, x.measured, x.verdict, x.by]),
    notes: [
      `${rows.filter((x) => x.verdict === 'PASS').length} PASS, ${rows.filter((x) => x.verdict === 'MISS').length} MISS, ${rows.filter((x) => x.verdict === 'not run').length} not run, ${rows.filter((x) => x.verdict === 'no figure').length} no figure; "by how much" = measured − bar`,
    ],
  };
}

/** The issue 31 table alone (the last thing the bench prints on stdout). */
export function renderIssue31Text(r: TBenchResult): string {
  return `${textTable(issue31Table(r))}\n`;
}

export function renderText(r: TBenchResult): string {
  return [`Tessera bench · ${header(r)}`, '', ...tables(r).flatMap((t) => [textTable(t), '']), ...footer(r)].join('\n').trimEnd() + '\n';
}

export function renderMarkdown(r: TBenchResult): string {
  return (
    [
      '## Bench',
      '',
      `_${header(r)}; \`npm run bench\`; 1 KB = 1024 bytes._`,
      '',
      mdTable(issue31Table(r)),
      '',
      ...tables(r).flatMap((t) => [mdTable(t), '']),
      ...footer(r).map((f) => `- ${f}`),
    ]
      .join('\n')
      .trimEnd() + '\n'
  );
}

export const RESULTS_DIR = join(REPO_ROOT, 'bench-results');

/** bench-results/latest.json, bench-results/<ISO>.json and bench-results/latest.md. */
export function writeResults(r: TBenchResult): string[] {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(r, null, 2)}\n`;
  const stamp = r.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const files = [join(RESULTS_DIR, 'latest.json'), join(RESULTS_DIR, `${stamp}.json`), join(RESULTS_DIR, 'latest.md')];
  writeFileSync(files[0] as string, json);
  writeFileSync(files[1] as string, json);
  writeFileSync(files[2] as string, renderMarkdown(r));
  return files;
}
