import type { TLiveModel, TLiveRoomType } from '@tessera/shared-contracts/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LiveRoomsTable } from '../db/schema.live';
import { parseJson } from '../lib/json';
import { formatMinor } from '../lib/money';
import { mulberry32 } from '../lib/random';
import { escapeXml, fingerprint, hslHex, initials } from '../lib/svg';
import { toMinor } from './wallet/ledger';

// Live-stream rooms (spec §7 "Live model list", §3 live-room statuses free / VIP / pay per view).
// Seeded per merchant like the catalogue: deterministic, only what is missing.

export const LIVE_AVATAR_PREFIX = '/api/v1/live/avatars/';

const NAMES = [
  'Luna',
  'Mia Rose',
  'Sakura',
  'Bella',
  'Yuki',
  'Ivy',
  'Camila',
  'Jade',
  'Nina',
  'Aria',
  'Lily Chen',
  'Sofia',
  'Mei',
  'Valentina',
  'Hana',
  'Chloe',
  'Ruby',
  'Isabela',
  'Kiko',
  'Ella',
  'Thu Trang',
  'Mai Anh',
  'Nara',
  'Zoe',
];
const SHOWS = ['Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Talk show', 'Dance', 'Lucky wheel'];
const TAGS = ['new', 'hot', 'bilingual', 'dealer', 'music', 'tips', 'vip-lounge', 'late-night'];
const LANGUAGES = ['EN', 'CN', 'PT', 'VI', 'TH', 'JA'];

type TRow = Omit<LiveRoomsTable, 'id'>;

/** The rooms a merchant starts with: 24, a third of them VIP or pay per view, about two thirds online. */
export function liveRoomSeeds(merchant: string, now: string): TRow[] {
  const rng = mulberry32(parseInt(fingerprint(`live|${merchant}`), 16));
  return NAMES.map((name, i) => {
    const roomType: TLiveRoomType = i % 6 === 1 ? 'VIP' : i % 6 === 4 ? 'PPV' : 'FREE';
    const online = rng() < 0.68 ? 1 : 0;
    return {
      merchant_code: merchant,
      name,
      room_type: roomType,
      min_vip_level: roomType === 'VIP' ? 1 + Math.floor(rng() * 4) : null,
      price_minor: roomType === 'PPV' ? (5 + Math.floor(rng() * 20)) * 100 : null,
      online,
      viewers: online ? 40 + Math.floor(rng() * 4800) : 0,
      show: SHOWS[Math.floor(rng() * SHOWS.length)] ?? 'Talk show',
      language: LANGUAGES[Math.floor(rng() * LANGUAGES.length)] ?? 'EN',
      tags: JSON.stringify([...new Set([TAGS[Math.floor(rng() * TAGS.length)], TAGS[Math.floor(rng() * TAGS.length)]])]),
      created_at: now,
    };
  });
}

/** Inserts each merchant's missing rooms (by name): operator changes survive restarts. */
export async function seedLiveRooms(db: Kysely<DB>, now = new Date().toISOString()): Promise<void> {
  const merchants = await db.selectFrom('merchants').select('code').execute();
  for (const { code } of merchants) {
    const have = new Set((await db.selectFrom('live_rooms').select('name').where('merchant_code', '=', code).execute()).map((r) => r.name));
    const missing = liveRoomSeeds(code, now).filter((r) => !have.has(r.name));
    if (missing.length)
      await db
        .insertInto('live_rooms')
        .values(missing)
        .onConflict((oc) => oc.columns(['merchant_code', 'name']).doNothing())
        .execute();
  }
}

function avatarPrint(id: number, name: string): string {
  return fingerprint(`v1|${id}|${name}`);
}

export const liveAvatarUrl = (id: number, name: string) => `${LIVE_AVATAR_PREFIX}${id}-${avatarPrint(id, name)}.svg`;

export interface TLiveQuery {
  pageNo: number;
  pageSize: number;
  roomType?: TLiveRoomType | undefined;
  online?: boolean | undefined;
}

export async function listLiveRooms(db: Kysely<DB>, merchant: string, q: TLiveQuery, places: number) {
  const base = db
    .selectFrom('live_rooms')
    .where('merchant_code', '=', merchant)
    .$if(q.roomType !== undefined, (b) => b.where('room_type', '=', q.roomType ?? 'FREE'))
    .$if(q.online !== undefined, (b) => b.where('online', '=', q.online ? 1 : 0));
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('online', 'desc')
    .orderBy('viewers', 'desc')
    .orderBy('id')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const count = Number(total);
  return {
    list: rows.map((r): TLiveModel => ({
      id: r.id,
      name: r.name,
      avatarUrl: liveAvatarUrl(r.id, r.name),
      roomType: r.room_type as TLiveRoomType,
      minVipLevel: r.min_vip_level,
      price: r.price_minor === null ? null : formatMinor(toMinor(r.price_minor), places),
      online: r.online === 1,
      viewers: r.viewers,
      show: r.show,
      language: r.language,
      tags: parseJson<string[]>(r.tags, []),
    })),
    pageNum: q.pageNo,
    totalPages: Math.ceil(count / q.pageSize),
    total: count,
  };
}

/** `12-abcdef01.svg` → the room, if the fingerprint is current (null print: not current). */
export async function liveAvatar(db: Kysely<DB>, file: string): Promise<{ svg: string; current: boolean } | null> {
  const m = /^(\d{1,9})(?:-([0-9a-f]{8}))?\.svg$/.exec(file);
  if (!m?.[1]) return null;
  const row = await db.selectFrom('live_rooms').select(['id', 'name']).where('id', '=', Number(m[1])).executeTakeFirst();
  if (!row) return null;
  const print = avatarPrint(row.id, row.name);
  const hue = parseInt(print, 16) % 360;
  const label = escapeXml(row.name);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 62)}"/><stop offset="1" stop-color="${hslHex(hue + 40, 75, 30)}"/></linearGradient></defs>`,
    '<rect width="160" height="160" rx="80" fill="url(#g)"/>',
    `<circle cx="80" cy="64" r="30" fill="${hslHex(hue + 180, 40, 88)}" opacity="0.9"/>`,
    `<path d="M28 140c8-30 30-44 52-44s44 14 52 44" fill="${hslHex(hue + 180, 40, 88)}" opacity="0.9"/>`,
    `<text x="80" y="74" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${hslHex(hue, 60, 28)}">${escapeXml(initials(row.name))}</text>`,
    '</svg>',
  ].join('');
  return { svg, current: m[2] === print };
}
