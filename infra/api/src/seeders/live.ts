import type { TLiveRoomType } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LiveRoomsTable } from '../db/schema.live';
import { mulberry32 } from '../lib/random';
import { fingerprint } from '../lib/svg';

// Live-stream rooms per merchant, like the catalogue: deterministic, only what is missing.

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
