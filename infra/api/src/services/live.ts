import type { TLiveModel, TLiveRoomType } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { parseJson } from '../lib/json';
import { formatMinor } from '../lib/money';
import { escapeXml, fingerprint, hslHex, initials } from '../lib/svg';
import { toMinor } from './wallet/ledger';

// Live-stream rooms (spec §7 "Live model list", §3 live-room statuses free / VIP / pay per view).
// The rooms a merchant starts with: seeders/live.ts.

export const LIVE_AVATAR_PREFIX = '/api/v1/live/avatars/';

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
