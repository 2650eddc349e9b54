import type { TSoakResult } from './soak';
import { FLAT_SLOPE_MB_PER_MIN } from './soakStats';

const f = (v: number | null | undefined, digits = 0) => (v == null ? '–' : v.toFixed(digits));
const pct = (v: number) => `${(v * 100).toFixed(v > 0 && v < 0.001 ? 3 : 2)} %`;
const top = (m: Record<string, number>) =>
  Object.entries(m)
    .slice(0, 3)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '–';

/** The soak's figures as Markdown (stdout and bench-results/soak-<db>-latest.md). */
export function renderSoak(r: TSoakResult): string {
  const lines: string[] = [];
  lines.push(`## Soak: ${r.db} (${r.minutes} min, ${r.date})`, '');
  lines.push(
    `${r.topology}. ${r.members} members and ${r.visitors} visitors; ${r.cpus} CPUs, 1-min load average ${f(r.load.start, 2)} at the start, mean ${f(r.load.mean, 2)}, max ${f(r.load.max, 2)}, ${f(r.load.end, 2)} at the end.`,
    '',
  );
  lines.push(
    `${r.totals.calls} calls (${f(r.totals.callsPerSecond, 1)}/s): ${r.totals.ok} ok, ${r.totals.refused} expected refusals, ${r.totals.errors} errors (${pct(r.totals.calls ? r.totals.errors / r.totals.calls : 0)}).`,
    '',
  );
  lines.push('| call class | calls | p50 ms | p99 ms | max ms | refused (expected) | errors | error rate |', '|---|---:|---:|---:|---:|---|---|---:|');
  for (const c of r.classes) {
    lines.push(
      `| ${c.name} | ${c.calls} | ${f(c.p50Ms)} | ${f(c.p99Ms)} | ${f(c.maxMs)} | ${c.refused ? `${c.refused}: ${top(c.refusedBy)}` : '0'} | ${c.errors ? `${c.errors}: ${top(c.errorsBy)}` : '0'} | ${pct(c.errorRate)} |`,
    );
  }
  lines.push('');
  if (r.kill) {
    const k = r.kill;
    lines.push(
      `Kill: ${k.process} (pid ${k.pid}) SIGKILLed at ${f(k.atS)} s, restarted as pid ${k.restartedPid ?? '–'}, healthy at ${f(k.readyAtS)} s; ${k.errorsWithin60s} errors in the 60 s after the kill.`,
      '',
    );
  }
  lines.push('| API process | samples | RSS first MB | RSS last MB | RSS max MB | second-half slope MB/min | trend |', '|---|---:|---:|---:|---:|---:|---|');
  for (const m of r.memory) {
    const s = m.secondHalfSlopeMbPerMin;
    const trend = s === null ? '–' : Math.abs(s) <= FLAT_SLOPE_MB_PER_MIN ? 'no growth trend' : s > 0 ? 'GROWING' : 'shrinking';
    lines.push(`| ${m.process} (pid ${m.pid}) | ${m.samples} | ${f(m.firstMb, 1)} | ${f(m.lastMb, 1)} | ${f(m.maxMb, 1)} | ${f(s, 3)} | ${trend} |`);
  }
  lines.push('');
  const g = r.gateway;
  lines.push(
    `Gateway: ${g.ordersCreated} deposit orders; ${g.paidThroughPage} paid on the gateway page as the payer, ${g.paidByCallback} confirmed by a signed callback delivered twice at once, ${g.cancelled} cancelled.`,
    '',
  );
  const inv = r.invariants;
  lines.push(
    `Invariants (read from the database): ${inv.memberAccounts} member accounts and ${inv.accounts - inv.memberAccounts} books, ${inv.ledgerEntries} ledger entries, ${inv.gatewayOrders} gateway orders (${inv.paidOrders} PAID): ${
      inv.failures.length
        ? `FAILED\n${inv.failures.map((x) => `- ${x}`).join('\n')}`
        : 'every balance equals the sum of its ledger entries, every transaction balances, every PAID order credited exactly once, none credited otherwise, nothing paid at the gateway left uncredited.'
    }`,
    '',
  );
  if (r.problems.length) lines.push(`Problems:\n${r.problems.map((p) => `- ${p}`).join('\n')}`, '');
  return `${lines.join('\n')}\n`;
}
