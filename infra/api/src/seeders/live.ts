import type { TLiveRoomType } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TBit } from '../db/columns';
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
/** A host's hours (UTC), by room: what a viewer reads under the title. */
const SCHEDULES = [
  'Daily 20:00–23:00 UTC',
  'Mon–Fri 18:00–22:00 UTC',
  'Weekends 14:00–20:00 UTC',
  'Daily 12:00–15:00 UTC',
  'Tue, Thu, Sat 21:00–01:00 UTC',
  'Mon–Sat 09:00–12:00 UTC',
];
const TITLE_OPENERS = ['Late-night', 'Lucky hour:', 'High stakes', 'Chill', 'Prime time', 'Sunrise'];
/** Clips the rooms play (services/liveRooms.ts LIVE_CLIPS), one by room. */
const CLIPS = ['studio', 'lounge', 'arena'] as const;

/** A room's show fields (0057), from its place in the list: deterministic, no random draw (earlier seeds keep their values). */
export function liveRoomShow(i: number, name: string, show: string, roomType: string) {
  const opener = TITLE_OPENERS[i % TITLE_OPENERS.length] ?? 'Live';
  return {
    title: `${opener} ${show} with ${name}`,
    schedule: SCHEDULES[i % SCHEDULES.length] ?? SCHEDULES[0] ?? '',
    show_minutes: roomType === 'PPV' ? (i % 2 === 0 ? 90 : 120) : null,
    clip: CLIPS[i % CLIPS.length] ?? 'studio',
  };
}

type TRow = Omit<LiveRoomsTable, 'id'>;

/** The rooms a merchant starts with: 24, a third of them VIP or pay per view, about two thirds online. */
export function liveRoomSeeds(merchant: string, now: string): TRow[] {
  const rng = mulberry32(parseInt(fingerprint(`live|${merchant}`), 16));
  return NAMES.map((name, i): TRow => {
    const roomType: TLiveRoomType = i % 6 === 1 ? 'VIP' : i % 6 === 4 ? 'PPV' : 'FREE';
    const online: TBit = rng() < 0.68 ? 1 : 0;
    const row = {
      merchant_code: merchant,
      name,
      room_type: roomType,
      // VIP rooms ask level 2 and up (issue 29: "VIP 2+").
      min_vip_level: roomType === 'VIP' ? 2 + Math.floor(rng() * 3) : null,
      price_minor: roomType === 'PPV' ? (5 + Math.floor(rng() * 20)) * 100 : null,
      online,
      viewers: online ? 40 + Math.floor(rng() * 4800) : 0,
      show: SHOWS[Math.floor(rng() * SHOWS.length)] ?? 'Talk show',
      language: LANGUAGES[Math.floor(rng() * LANGUAGES.length)] ?? 'EN',
      tags: JSON.stringify([...new Set([TAGS[Math.floor(rng() * TAGS.length)], TAGS[Math.floor(rng() * TAGS.length)]])]),
      created_at: now,
    };
    return { ...row, ...liveRoomShow(i, name, row.show, roomType) };
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
    // Rooms seeded before 0057 get their show fields once (an operator's later changes stay).
    const bare = await db
      .selectFrom('live_rooms')
      .select(['id', 'name', 'show', 'room_type'])
      .where('merchant_code', '=', code)
      .where('clip', 'is', null)
      .execute();
    for (const r of bare) {
      const i = NAMES.indexOf(r.name);
      await db
        .updateTable('live_rooms')
        .set(liveRoomShow(i < 0 ? r.id : i, r.name, r.show, r.room_type))
        .where('id', '=', r.id)
        .execute();
    }
  }
}
