import { BANNER_GROUPS, CONTENT_TYPES } from '@tessera/contract';
import type { TAdminAnnouncement, TAdminHelpEntry, TEndpointInput } from '@tessera/contract/api';
import type { createAnnouncement, createHelpEntry, updateAnnouncement, updateHelpEntry } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AnnouncementsTable, HelpEntriesTable } from '../../db/schema.catalog';
import { ApiError } from '../../errors';
import { sanitizeHtml } from '../../lib/html';
import { audit } from '../admin';
import { toAnnouncement } from './content';
import { replaceTranslations, translationsOf } from './translations';

// Operator content (docs/decisions/home-content-operator.md): banners and announcements, the help
// tree, the hot list and the winner board. Every change is one transaction with its audit row.
// Removing a seeded announcement disables it (the seed inserts missing rows at every start, so a
// deleted row would come back); the hot list, winners and help mark the merchant's kind as taken
// over in content_overrides, which the seed respects.

export interface TContentContext {
  db: Kysely<DB>;
  actor: string;
}

type TAnnouncementRow = Selectable<AnnouncementsTable>;
type THelpRow = Selectable<HelpEntriesTable>;

const nowIso = () => new Date().toISOString();

function toAdminAnnouncement(row: TAnnouncementRow, translations: TAdminAnnouncement['translations'] = {}): TAdminAnnouncement {
  return {
    ...toAnnouncement(row),
    enabled: row.enabled === 1,
    expiresAt: row.expires_at,
    sort: row.sort,
    popularRank: row.popular_rank,
    translations,
  };
}

/** The operator's view of one announcement, with its versions per language. */
async function adminAnnouncement(db: Kysely<DB> | Transaction<DB>, row: TAnnouncementRow): Promise<TAdminAnnouncement> {
  return toAdminAnnouncement(row, await translationsOf(db, 'announcement', row.id));
}

function toAdminHelp(row: THelpRow): TAdminHelpEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    language: row.language,
    device: row.device as TAdminHelpEntry['device'],
    title: row.title,
    content: row.content,
    sort: row.sort,
  };
}

async function requireMerchant(db: Kysely<DB> | Transaction<DB>, code: string): Promise<void> {
  const row = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
}

async function takeOver(trx: Transaction<DB>, merchant: string, kind: 'hot' | 'winners' | 'help'): Promise<void> {
  await trx
    .insertInto('content_overrides')
    .values({ merchant_code: merchant, kind, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(['merchant_code', 'kind']).doUpdateSet({ updated_at: nowIso() }))
    .execute();
}

/** A banner has a group, nothing else has one (spec §2: banner groups m_home, m_live, m_reg). */
function checkGroup(type: string, groupName: string | null): void {
  const isBanner = type === CONTENT_TYPES.Banner;
  if (isBanner !== (groupName !== null) || (groupName !== null && !(Object.values(BANNER_GROUPS) as string[]).includes(groupName))) {
    throw new ApiError('CONTENT_GROUP_INVALID', { type, groupName });
  }
}

// ---- Announcements and banners ----

export async function listAnnouncements(db: Kysely<DB>, merchant: string, type?: string): Promise<TAdminAnnouncement[]> {
  await requireMerchant(db, merchant);
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .$if(type !== undefined, (q) => q.where('type', '=', type ?? ''))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const all = rows.length
    ? await db
        .selectFrom('content_translations')
        .select(['subject_id', 'language', 'title', 'content'])
        .where('subject', '=', 'announcement')
        .where(
          'subject_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('language')
        .execute()
    : [];
  return rows.map((row) =>
    toAdminAnnouncement(row, Object.fromEntries(all.filter((t) => t.subject_id === row.id).map((t) => [t.language, { title: t.title, content: t.content }]))),
  );
}

async function announcementRow(db: Kysely<DB> | Transaction<DB>, merchant: string, id: number): Promise<TAnnouncementRow> {
  const row = await db.selectFrom('announcements').selectAll().where('merchant_code', '=', merchant).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('CONTENT_NOT_FOUND', { id });
  return row;
}

export async function addAnnouncement(
  ctx: TContentContext,
  merchant: string,
  body: TEndpointInput<typeof createAnnouncement>['body'],
): Promise<TAdminAnnouncement> {
  const groupName = body.groupName ?? null;
  checkGroup(body.type, groupName);
  return ctx.db.transaction().execute(async (trx) => {
    await requireMerchant(trx, merchant);
    const inserted = await trx
      .insertInto('announcements')
      .values({
        merchant_code: merchant,
        type: body.type,
        group_name: groupName,
        title: body.title,
        content: sanitizeHtml(body.content ?? ''),
        link: body.link ?? null,
        has_image: (body.image ?? body.type === CONTENT_TYPES.Banner) ? 1 : 0,
        popular_rank: body.popularRank ?? null,
        sort: body.sort ?? 0,
        published_at: body.publishedAt ?? nowIso(),
        expires_at: body.expiresAt ?? null,
        enabled: body.enabled === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.translations) await replaceTranslations(trx, 'announcement', inserted.id, body.translations);
    const after = await adminAnnouncement(trx, await announcementRow(trx, merchant, inserted.id));
    await audit(trx, { actor: ctx.actor, action: 'content.announcement.create', target: `${merchant}/${inserted.id}`, before: null, after });
    return after;
  });
}

export async function changeAnnouncement(
  ctx: TContentContext,
  merchant: string,
  id: number,
  body: TEndpointInput<typeof updateAnnouncement>['body'],
): Promise<TAdminAnnouncement> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await announcementRow(trx, merchant, id);
    const before = await adminAnnouncement(trx, row);
    checkGroup(row.type, body.groupName === undefined ? row.group_name : body.groupName);
    const changes: Updateable<AnnouncementsTable> = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.content !== undefined && { content: sanitizeHtml(body.content) }),
      ...(body.groupName !== undefined && { group_name: body.groupName }),
      ...(body.link !== undefined && { link: body.link }),
      ...(body.image !== undefined && { has_image: body.image ? 1 : 0 }),
      ...(body.publishedAt !== undefined && { published_at: body.publishedAt }),
      ...(body.expiresAt !== undefined && { expires_at: body.expiresAt }),
      ...(body.sort !== undefined && { sort: body.sort }),
      ...(body.popularRank !== undefined && { popular_rank: body.popularRank }),
      ...(body.enabled !== undefined && { enabled: body.enabled ? 1 : 0 }),
    };
    // A change of the translations alone updates no column of the row.
    if (Object.keys(changes).length > 0)
      await trx.updateTable('announcements').set(changes).where('id', '=', id).where('merchant_code', '=', merchant).execute();
    if (body.translations) await replaceTranslations(trx, 'announcement', id, body.translations);
    const after = await adminAnnouncement(trx, await announcementRow(trx, merchant, id));
    await audit(trx, { actor: ctx.actor, action: 'content.announcement.update', target: `${merchant}/${id}`, before, after });
    return after;
  });
}

export async function removeAnnouncement(ctx: TContentContext, merchant: string, id: number): Promise<{ removed: true; id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await announcementRow(trx, merchant, id);
    if (row.enabled === 0 && row.expires_at !== null && row.expires_at <= nowIso()) throw new ApiError('CONTENT_NOT_FOUND', { id });
    // Disabled and expired, so the seed (which inserts missing ids) does not bring it back and no list shows it.
    await trx.updateTable('announcements').set({ enabled: 0, expires_at: nowIso() }).where('id', '=', id).execute();
    await audit(trx, {
      actor: ctx.actor,
      action: 'content.announcement.remove',
      target: `${merchant}/${id}`,
      before: await adminAnnouncement(trx, row),
      after: null,
    });
    return { removed: true as const, id };
  });
}

// ---- Help entries ----

export async function listHelp(db: Kysely<DB>, merchant: string, language?: string): Promise<TAdminHelpEntry[]> {
  await requireMerchant(db, merchant);
  const rows = await db
    .selectFrom('help_entries')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .$if(language !== undefined, (q) => q.where('language', '=', language ?? ''))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // Parents before children, each group in its order.
  return [...rows.filter((r) => r.parent_id === null), ...rows.filter((r) => r.parent_id !== null)].map(toAdminHelp);
}

async function helpRow(db: Kysely<DB> | Transaction<DB>, merchant: string, id: number): Promise<THelpRow> {
  const row = await db.selectFrom('help_entries').selectAll().where('merchant_code', '=', merchant).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('CONTENT_NOT_FOUND', { id });
  return row;
}

export async function addHelp(ctx: TContentContext, merchant: string, body: TEndpointInput<typeof createHelpEntry>['body']): Promise<TAdminHelpEntry> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireMerchant(trx, merchant);
    const parent = body.parentId ? await helpRow(trx, merchant, body.parentId) : null;
    const inserted = await trx
      .insertInto('help_entries')
      .values({
        merchant_code: merchant,
        parent_id: parent?.id ?? null,
        language: parent?.language ?? body.language ?? 'EN',
        device: parent?.device ?? body.device ?? 'ALL',
        title: body.title,
        content: sanitizeHtml(body.content ?? ''),
        sort: body.sort ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = toAdminHelp(await helpRow(trx, merchant, inserted.id));
    await takeOver(trx, merchant, 'help');
    await audit(trx, { actor: ctx.actor, action: 'content.help.create', target: `${merchant}/${inserted.id}`, before: null, after });
    return after;
  });
}

export async function changeHelp(
  ctx: TContentContext,
  merchant: string,
  id: number,
  body: TEndpointInput<typeof updateHelpEntry>['body'],
): Promise<TAdminHelpEntry> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toAdminHelp(await helpRow(trx, merchant, id));
    await trx
      .updateTable('help_entries')
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.content !== undefined && { content: sanitizeHtml(body.content) }),
        ...(body.sort !== undefined && { sort: body.sort }),
      })
      .where('id', '=', id)
      .where('merchant_code', '=', merchant)
      .execute();
    const after = toAdminHelp(await helpRow(trx, merchant, id));
    await takeOver(trx, merchant, 'help');
    await audit(trx, { actor: ctx.actor, action: 'content.help.update', target: `${merchant}/${id}`, before, after });
    return after;
  });
}

export async function removeHelp(ctx: TContentContext, merchant: string, id: number): Promise<{ removed: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await helpRow(trx, merchant, id);
    // The tree is at most a few levels deep: collect the entry and everything under it.
    const ids = [row.id];
    for (let frontier = [row.id]; frontier.length > 0;) {
      const kids = await trx.selectFrom('help_entries').select('id').where('merchant_code', '=', merchant).where('parent_id', 'in', frontier).execute();
      frontier = kids.map((k) => k.id);
      ids.push(...frontier);
    }
    await trx.deleteFrom('help_entries').where('id', 'in', ids).execute();
    await takeOver(trx, merchant, 'help');
    await audit(trx, {
      actor: ctx.actor,
      action: 'content.help.remove',
      target: `${merchant}/${id}`,
      before: { ...toAdminHelp(row), removed: ids },
      after: null,
    });
    return { removed: ids.length };
  });
}

// ---- Hot list and winners ----

export async function replaceHotList(ctx: TContentContext, merchant: string, nodeIds: readonly string[]): Promise<{ nodeIds: string[] }> {
  const ids = nodeIds.map(Number);
  if (new Set(ids).size !== ids.length) throw new ApiError('VALIDATION_FAILED', { nodeIds: 'a game is listed twice' });
  return ctx.db.transaction().execute(async (trx) => {
    await requireMerchant(trx, merchant);
    if (ids.length > 0) {
      const offered = await trx
        .selectFrom('games as g')
        .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
        .select('g.id')
        .where('g.id', 'in', ids)
        .where('mv.enabled', '=', 1)
        .where('g.enabled', '=', 1)
        .execute();
      const known = new Set(offered.map((r) => r.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw new ApiError('CONTENT_GAME_UNKNOWN', { nodeId: String(unknown) });
    }
    const before = (await trx.selectFrom('hot_games').select('game_id').where('merchant_code', '=', merchant).orderBy('rank').execute()).map((r) =>
      String(r.game_id),
    );
    await trx.deleteFrom('hot_games').where('merchant_code', '=', merchant).execute();
    if (ids.length > 0)
      await trx
        .insertInto('hot_games')
        .values(ids.map((id, i) => ({ merchant_code: merchant, game_id: id, rank: i + 1 })))
        .execute();
    await takeOver(trx, merchant, 'hot');
    const after = ids.map(String);
    await audit(trx, { actor: ctx.actor, action: 'content.hot.replace', target: merchant, before, after });
    return { nodeIds: after };
  });
}

export async function emptyWinners(ctx: TContentContext, merchant: string): Promise<{ removed: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireMerchant(trx, merchant);
    const result = await trx.deleteFrom('winners').where('merchant_code', '=', merchant).executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    await takeOver(trx, merchant, 'winners');
    await audit(trx, { actor: ctx.actor, action: 'content.winners.clear', target: merchant, before: { count: removed }, after: { count: 0 } });
    return { removed };
  });
}
