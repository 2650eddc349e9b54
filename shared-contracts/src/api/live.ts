import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZPageQuery } from './games';
import { ZMerchantQuery } from './platform';

// Live streaming (game category LIVESTREAM; spec §7 "Live model list: query", §3 live-room
// statuses free, VIP, pay per view). Public: visitors browse the rooms like the game lists.

export const LIVE_ROOM_TYPES = ['FREE', 'VIP', 'PPV'] as const;
export type TLiveRoomType = (typeof LIVE_ROOM_TYPES)[number];

export const ZLiveModel = z.object({
  id: z.number(),
  name: z.string(),
  avatarUrl: z.string(),
  /** FREE, VIP (members of a VIP level and up), PPV (pay per view, priced per show). */
  roomType: z.enum(LIVE_ROOM_TYPES),
  /** The VIP level a VIP room needs (null for other rooms). */
  minVipLevel: z.nullable(z.number()),
  /** Price of a pay-per-view show, decimal in the merchant's currency (null for other rooms). */
  price: z.nullable(z.string()),
  online: z.boolean(),
  viewers: z.number(),
  /** What the room streams alongside: a live game (Baccarat, Roulette, ...) or a talk show. */
  show: z.string(),
  language: z.string(),
  tags: z.array(z.string()),
});
export type TLiveModel = z.infer<typeof ZLiveModel>;

export const liveModels = defineEndpoint({
  name: 'liveModelList',
  method: 'GET',
  path: '/api/v1/live/models',
  auth: 'none',
  summary: 'Live rooms of the merchant: online first, then by viewers; filter by room type or online state',
  tags: ['games'],
  query: z.extend(z.extend(ZPageQuery, ZMerchantQuery.shape), {
    roomType: z.optional(z.enum(LIVE_ROOM_TYPES)),
    online: z.optional(z.enum(['0', '1'])),
  }),
  response: z.object({ list: z.array(ZLiveModel), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

export const liveEndpoints = [liveModels] as const;
