import { sql, type Insertable, type Kysely } from 'kysely';
import { sanitizeHtml } from '../lib/html';
import { catalogue, hotPicks, MERCHANT_CATALOGUE, winnerSeeds } from './catalogData';
import { ANNOUNCEMENT_SEEDS, HELP_SEEDS, MERCHANT_VOICES, PROMOTION_SEEDS, voice, type THelpSeed } from './contentData';
import { ACME_ANNOUNCEMENT_VERSIONS, ACME_PROMOTION_VERSIONS, ANNOUNCEMENT_VERSIONS, PROMOTION_VERSIONS, type TSeedVersion } from './contentTranslations';
import type { TDialect } from '../db/dialect';
import type { DB } from '../db/schema';

// Seeds the games catalogue and public content: inserts what is missing (ON CONFLICT DO NOTHING on
// fixed ids and keys), so it runs at every start without overwriting operator changes. All rows go
// in a few multi-row INSERTs inside one transaction: an app with a fresh database is ready in
// milliseconds (the test kit builds many).

/** Bound variables per statement: under SQLite's 32766 and PostgreSQL's 65535. */
const MAX_PARAMS = 30_000;

type TTable = keyof DB & string;

async function insertAll<T extends TTable>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    // The generic table name defeats Kysely's per-table value types; rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

const HOUR_MS = 3_600_000;
const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();

/** Fixed ids per merchant, so a restart finds the same rows (ids start at 1000 × merchant number). */
const idBase = (merchantNo: number, span: number) => merchantNo * span;

function catalogueRows() {
  const cat = catalogue();
  return {
    vendors: cat.vendors.map((v) => ({ code: v.code, name: v.name, free_play: v.freePlay ? 1 : 0, enabled: 1 }) as const),
    vendorCategories: cat.vendorCategories.map((c) => ({
      vendor_code: c.vendorCode,
      category: c.category,
      account_type_name: c.accountTypeName,
      sort: c.sort,
    })),
    groups: cat.groups.map((g) => ({ id: g.id, name: g.name, lotto_mode: g.lottoMode, sort: g.sort })),
    games: cat.games.map(
      (g) =>
        ({
          id: g.id,
          vendor_code: g.vendorCode,
          game_id: g.gameId,
          game_code: g.gameCode,
          name: g.names.EN,
          category: g.category,
          launch_category: g.launchCategory,
          classify: g.classify,
          game_group_id: g.gameGroupId,
          lotto_mode: g.lottoMode,
          free_play: g.freePlay ? 1 : 0,
          min_bet: g.minBet,
          min_line: g.minLine,
          sort: g.sort,
          enabled: 1,
          search_text: [...new Set([g.names.EN, g.names.PT, g.names.CN])].join('\n').toLowerCase(),
        }) as const,
    ),
    // Only names that differ from the canonical (English) one: the rest fall back to it.
    names: cat.games.flatMap((g) =>
      (['PT', 'CN'] as const).filter((lang) => g.names[lang] !== g.names.EN).map((lang) => ({ game_id: g.id, language: lang, name: g.names[lang] })),
    ),
  };
}

function helpRows(merchant: string, merchantNo: number) {
  const v = MERCHANT_VOICES[merchant];
  const trees = HELP_SEEDS[merchant];
  const parents: Insertable<DB['help_entries']>[] = [];
  const children: Insertable<DB['help_entries']>[] = [];
  if (!v || !trees) return { parents, children };
  Object.entries(trees).forEach(([language, tree], langNo) => {
    let id = idBase(merchantNo, 10_000) + langNo * 1000;
    const row = (entry: THelpSeed, parent: number | null, sort: number) => ({
      id: ++id,
      merchant_code: merchant,
      parent_id: parent,
      language,
      device: entry.device ?? 'ALL',
      title: voice(entry.title, v),
      content: sanitizeHtml(voice(entry.content, v)),
      sort,
    });
    tree.forEach((main, i) => {
      const parent = row(main, null, i + 1);
      parents.push(parent);
      (main.children ?? []).forEach((child, j) => children.push(row(child, parent.id, j + 1)));
    });
  });
  return { parents, children };
}

/** Inserts the missing catalogue and content rows (merchants must exist: seed() runs first). */
export async function seedCatalog(db: Kysely<DB>, dialect: TDialect, now: Date = new Date()): Promise<void> {
  const rows = catalogueRows();
  const known = new Set((await db.selectFrom('merchants').select('code').execute()).map((r) => r.code));
  const merchants = Object.entries(MERCHANT_CATALOGUE).filter(([code]) => known.has(code));
  // Content an operator took over (hot list, winners, help) is not seeded again (migrations.content.ts).
  const overridden = new Set((await db.selectFrom('content_overrides').select(['merchant_code', 'kind']).execute()).map((r) => `${r.merchant_code}:${r.kind}`));
  const seeds = (merchant: string, kind: 'hot' | 'winners' | 'help') => !overridden.has(`${merchant}:${kind}`);

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'vendors', rows.vendors);
    await insertAll(trx, 'vendor_categories', rows.vendorCategories);
    await insertAll(trx, 'game_groups', rows.groups);
    await insertAll(trx, 'games', rows.games);
    await insertAll(trx, 'game_names', rows.names);

    const perMerchant = {
      vendors: [] as Insertable<DB['merchant_vendors']>[],
      categories: [] as Insertable<DB['merchant_categories']>[],
      hot: [] as Insertable<DB['hot_games']>[],
      winners: [] as Insertable<DB['winners']>[],
      announcements: [] as Insertable<DB['announcements']>[],
      translations: [] as Insertable<DB['content_translations']>[],
      helpParents: [] as Insertable<DB['help_entries']>[],
      helpChildren: [] as Insertable<DB['help_entries']>[],
      promotions: [] as Insertable<DB['promotions']>[],
    };
    merchants.forEach(([merchant, seed], index) => {
      const merchantNo = index + 1;
      const v = MERCHANT_VOICES[merchant];
      for (const vendor of rows.vendors) {
        perMerchant.vendors.push({ merchant_code: merchant, vendor_code: vendor.code, enabled: seed.disabledVendors.includes(vendor.code) ? 0 : 1 });
      }
      seed.categoryOrder.forEach((category, i) => perMerchant.categories.push({ merchant_code: merchant, category, sort: (i + 1) * 10 }));
      if (seeds(merchant, 'hot'))
        hotPicks(merchant, seed).forEach((gameId, i) => perMerchant.hot.push({ merchant_code: merchant, game_id: gameId, rank: i + 1 }));
      if (seeds(merchant, 'winners'))
        winnerSeeds(merchant, seed).forEach((w, i) =>
          perMerchant.winners.push({
            id: idBase(merchantNo, 100_000) + i + 1,
            merchant_code: merchant,
            game_id: w.gameId,
            customer_name: w.customerName,
            win_amount: w.winAmount,
            won_at: at(now, -w.minutesAgo / 60),
          }),
        );
      if (!v) return;
      (ANNOUNCEMENT_SEEDS[merchant] ?? []).forEach((a, i) => {
        // Its versions in the merchant's other languages (seeders/contentTranslations.ts: PT and PT-BR of
        // the demo's English text, EN and PT of acme's Brazilian text), inserted when missing like the row.
        // Acme's PT-BR default is written as its PT-BR version too, or PT-BR would fall back to PT's words.
        const acme = ACME_ANNOUNCEMENT_VERSIONS[a.title];
        const versions: Record<string, TSeedVersion> =
          ANNOUNCEMENT_VERSIONS[a.title] ?? (acme ? { ...acme, 'PT-BR': { title: a.title, content: a.content } } : {});
        for (const [language, t] of Object.entries(versions)) {
          perMerchant.translations.push({
            subject: 'announcement',
            subject_id: idBase(merchantNo, 1000) + i + 1,
            language,
            title: voice(t.title, v),
            content: sanitizeHtml(voice(t.content, v)),
          });
        }
        perMerchant.announcements.push({
          id: idBase(merchantNo, 1000) + i + 1,
          merchant_code: merchant,
          type: a.type,
          group_name: a.groupName ?? null,
          title: voice(a.title, v),
          content: sanitizeHtml(voice(a.content, v)),
          link: a.link ?? null,
          has_image: a.image ? 1 : 0,
          popular_rank: a.popularRank ?? null,
          sort: i + 1,
          published_at: at(now, a.publishedHours),
          expires_at: a.expiresHours === undefined ? null : at(now, a.expiresHours),
          enabled: 1,
        });
      });
      if (seeds(merchant, 'help')) {
        const help = helpRows(merchant, merchantNo);
        perMerchant.helpParents.push(...help.parents);
        perMerchant.helpChildren.push(...help.children);
      }
      (PROMOTION_SEEDS[merchant] ?? []).forEach((p, i) => {
        // Its PT and PT-BR title and summary (seeders/contentTranslations.ts), inserted when missing.
        const acmeVersions = ACME_PROMOTION_VERSIONS[p.title];
        const versions: Record<string, TSeedVersion> =
          PROMOTION_VERSIONS[p.title] ?? (acmeVersions ? { ...acmeVersions, 'PT-BR': { title: p.title, content: p.summary } } : {});
        for (const [language, t] of Object.entries(versions))
          perMerchant.translations.push({
            subject: 'promotion',
            subject_id: idBase(merchantNo, 1000) + i + 1,
            language,
            title: voice(t.title, v),
            content: voice(t.content, v),
          });
        perMerchant.promotions.push({
          id: idBase(merchantNo, 1000) + i + 1,
          merchant_code: merchant,
          category: p.category,
          title: voice(p.title, v),
          summary: voice(p.summary, v),
          content: sanitizeHtml(voice(p.content, v)),
          status: p.status,
          sort: i + 1,
          starts_at: at(now, p.startsDays * 24),
          ends_at: p.endsDays === null ? null : at(now, p.endsDays * 24),
          enabled: 1,
        });
      });
    });
    await insertAll(trx, 'merchant_vendors', perMerchant.vendors);
    await insertAll(trx, 'merchant_categories', perMerchant.categories);
    await insertAll(trx, 'hot_games', perMerchant.hot);
    await insertAll(trx, 'winners', perMerchant.winners);
    await insertAll(trx, 'announcements', perMerchant.announcements);
    await insertAll(trx, 'content_translations', perMerchant.translations);
    await insertAll(trx, 'help_entries', perMerchant.helpParents);
    await insertAll(trx, 'help_entries', perMerchant.helpChildren);
    await insertAll(trx, 'promotions', perMerchant.promotions);

    // Explicit ids leave PostgreSQL's serial sequences behind: move them past the seeded rows so
    // rows added later (operators, play) get fresh ids. (SQLite's AUTOINCREMENT follows by itself.)
    if (dialect === 'postgres') {
      for (const table of ['winners', 'announcements', 'help_entries', 'promotions'] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(trx);
      }
    }
  });
}
