/** Command-line flags of `npm run bench -- [flags]`. */
export interface TBenchOptions {
  /** Reuse dist/ instead of running `npm run build` first. */
  skipBuild: boolean;
  /** Lighthouse runs of /m/home (the median is reported); 0 skips Lighthouse. */
  lhRuns: number;
  /** Seconds of measured load per API target. */
  loadSeconds: number;
  /** Interleaved rounds of the API load (each target once a round); ratios are medians over rounds. */
  loadRounds: number;
  /** Concurrent connections autocannon keeps open. */
  connections: number;
  /** Accept-Encoding sent by the load generator; null sends none. */
  acceptEncoding: string | null;
  /** Skip the API load part. */
  noLoad: boolean;
  /** Skip the first-visit part. */
  noFirstVisit: boolean;
  /** Skip the long game list's scroll smoothness. */
  noScroll: boolean;
  /** Games in the scrolled list. */
  scrollGames: number;
  /** Chromium's CPU throttling rate while scrolling. */
  scrollCpu: number;
  /** Skip the federated ÷ mono comparison (no build:mono, no second server). */
  noMono: boolean;
  /** Skip /m/home as a logged-in member (first visit and Lighthouse). */
  noMember: boolean;
  /** Skip the scripted interactions' INP (interactions.ts). */
  noInteractions: boolean;
  /** Runs of the scripted interactions per audience (the median is reported). */
  interactionRuns: number;
  /** Members withdrawing at once in the money-path section (moneyPath.ts); 0 skips it. */
  moneyMembers: number;
  /** `--soak`: the bounded load run of simulated players (soak.ts) instead of the bench. */
  soak: TSoakOptions | null;
  help: boolean;
}

export interface TSoakOptions {
  minutes: number;
  db: 'sqlite' | 'postgres';
  members: number;
  visitors: number;
}

export const DEFAULT_SOAK: TSoakOptions = { minutes: 15, db: 'sqlite', members: 12, visitors: 8 };

export const USAGE = `Usage: npm run bench -- [flags]

  --skip-build             reuse dist/ (default: run \`npm run build\` first)
  --lh-runs N              Lighthouse runs of /m/home, median reported (default 5, issue 31's bar)
  --no-lighthouse          skip Lighthouse
  --load-seconds N         measured seconds per API load target and round (default 3)
  --load-rounds N          interleaved rounds of the API load: the bare Fastify baseline and each
                           route once a round; a ratio is the median of its rounds (default 3)
  --connections N          autocannon connections (default 10)
  --accept-encoding VALUE  Accept-Encoding the load generator sends (default "gzip, deflate, br";
                           "none" sends no header, so the API answers uncompressed)
  --no-load                skip the API load figures
  --no-first-visit         skip the first-visit byte counts
  --no-scroll              skip the scroll smoothness of a long game list
  --scroll-games N         games in the scrolled /m/gameList (default 1000)
  --scroll-cpu N           CPU throttling rate while scrolling (default 4, Lighthouse's mobile)
  --no-interactions        skip INP of the scripted interactions on /m/home (tab switch, side menu,
                           favourite, /m/gameList from More) at 4× CPU, web-vitals attribution
  --interaction-runs N     runs of the scripted interactions per audience, median reported (default 3)
  --no-mono                skip "what federation costs": no \`npm run build:mono\`, no second server
                           (with --skip-build the mono build in MONO_DIST_DIR or <DIST_DIR>-mono is reused)
  --no-member              skip /m/home as the seeded member demo1 (logged in through the API; its
                           first visit and Lighthouse runs, interleaved with the visitor's)
  --money-members N        members withdrawing at once in the money-path section (default 200): each
                           with a balance, payout card and payment PIN, on a server of its own (SQLite);
                           reports the wall time, login latency meanwhile, and idempotent replays
  --no-money-path          skip the money path
  --soak                   instead of the bench: a bounded soak of simulated players (visitors browsing,
                           members logging in, betting, depositing through the gateway, withdrawing),
                           then the ledger checked in the database; exit 1 when an invariant fails
  --soak-minutes N         how long the players play (default 15)
  --soak-db sqlite|postgres  one API process on SQLite (default), or nginx + two API processes on
                           PostgreSQL (infra/deploy/run-two.ts), one SIGKILLed and restarted midway
  --soak-members N         members playing (default 12); --soak-visitors N: visitors browsing (default 8)
  --help                   this text

Builds with \`npm run build\` and \`npm run build:mono\`, serves each with infra/api, and reports /m/home
federated ÷ mono (first-visit JS gzip, Lighthouse LCP) next to the other figures, and /m/home for a
visitor and a logged-in member against issue 18's bars.
Writes bench-results/latest.json, bench-results/<ISO date>.json and bench-results/latest.md.
Exit code 0 when the bench ran (even over budget), 1 when it could not run, 2 on bad flags.
`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export const DEFAULT_ACCEPT_ENCODING = 'gzip, deflate, br';

function positiveInt(flag: string, raw: string | undefined, min: number): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw new UsageError(`${flag} needs a whole number`);
  const n = Number(raw);
  if (n < min) throw new UsageError(`${flag} must be at least ${min}`);
  return n;
}

export function parseArgs(argv: readonly string[]): TBenchOptions {
  const o: TBenchOptions = {
    skipBuild: false,
    lhRuns: 5,
    loadSeconds: 3,
    loadRounds: 3,
    connections: 10,
    acceptEncoding: DEFAULT_ACCEPT_ENCODING,
    noLoad: false,
    noFirstVisit: false,
    noScroll: false,
    scrollGames: 1000,
    scrollCpu: 4,
    noMono: false,
    noMember: false,
    noInteractions: false,
    interactionRuns: 3,
    moneyMembers: 200,
    soak: null,
    help: false,
  };
  const soak = () => (o.soak ??= { ...DEFAULT_SOAK });
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--skip-build':
        o.skipBuild = true;
        break;
      case '--no-lighthouse':
        o.lhRuns = 0;
        break;
      case '--lh-runs':
        o.lhRuns = positiveInt(flag, value(), 0);
        break;
      case '--load-seconds':
        o.loadSeconds = positiveInt(flag, value(), 1);
        break;
      case '--load-rounds':
        o.loadRounds = positiveInt(flag, value(), 1);
        break;
      case '--connections':
        o.connections = positiveInt(flag, value(), 1);
        break;
      case '--accept-encoding': {
        const v = value();
        if (v === undefined || v.trim() === '') throw new UsageError('--accept-encoding needs a value (or "none")');
        o.acceptEncoding = v.trim().toLowerCase() === 'none' ? null : v;
        break;
      }
      case '--no-load':
        o.noLoad = true;
        break;
      case '--no-first-visit':
        o.noFirstVisit = true;
        break;
      case '--no-scroll':
        o.noScroll = true;
        break;
      case '--scroll-games':
        o.scrollGames = positiveInt(flag, value(), 1);
        break;
      case '--scroll-cpu':
        o.scrollCpu = positiveInt(flag, value(), 1);
        break;
      case '--no-mono':
        o.noMono = true;
        break;
      case '--no-member':
        o.noMember = true;
        break;
      case '--no-interactions':
        o.noInteractions = true;
        break;
      case '--interaction-runs':
        o.interactionRuns = positiveInt(flag, value(), 1);
        break;
      case '--no-money-path':
        o.moneyMembers = 0;
        break;
      case '--money-members':
        o.moneyMembers = positiveInt(flag, value(), 1);
        break;
      case '--soak':
        soak();
        break;
      case '--soak-minutes':
        soak().minutes = positiveInt(flag, value(), 1);
        break;
      case '--soak-members':
        soak().members = positiveInt(flag, value(), 1);
        break;
      case '--soak-visitors':
        soak().visitors = positiveInt(flag, value(), 0);
        break;
      case '--soak-db': {
        const v = value();
        if (v !== 'sqlite' && v !== 'postgres') throw new UsageError('--soak-db takes sqlite or postgres');
        soak().db = v;
        break;
      }
      case '--help':
      case '-h':
        o.help = true;
        break;
      default:
        throw new UsageError(`unknown flag: ${arg}`);
    }
  }
  return o;
}
