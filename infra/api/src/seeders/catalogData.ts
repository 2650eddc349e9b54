import { LOTTERY_VENDORS, PRIZE_MODES } from '@tessera/contract';
import type { TCatalogueCategory, TGameClassify } from '@tessera/contract/api';
import { mulberry32 } from '../lib/random';
import { fingerprint } from '../lib/svg';

// The seeded games catalogue: ~30 vendors and ~480 games across the spec's categories, generated
// deterministically from word lists (the same catalogue on every machine and every start), with
// English, Portuguese and Chinese names. Esports vendors (AV, TF, IA, IMES) sit in SPORTS in the
// vendor mapping, as the aggregator sends them; the API splits them out (services/games/vendors).

/** Deterministic choices from a string seed. */
function rng(seed: string): () => number {
  return mulberry32(parseInt(fingerprint(seed), 16));
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

function shuffled<T>(r: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type TWord = readonly [en: string, pt: string, cn: string];

const ADJECTIVES: readonly TWord[] = [
  ['Golden', 'Dourado', '黄金'],
  ['Lucky', 'da Sorte', '幸运'],
  ['Mighty', 'Poderoso', '强大'],
  ['Wild', 'Selvagem', '狂野'],
  ['Royal', 'Real', '皇家'],
  ['Mystic', 'Místico', '神秘'],
  ['Sweet', 'Doce', '甜蜜'],
  ['Super', 'Super', '超级'],
  ['Fiery', 'Ardente', '烈焰'],
  ['Crazy', 'Maluco', '疯狂'],
  ['Ancient', 'Antigo', '远古'],
  ['Magic', 'Mágico', '魔法'],
  ['Jade', 'de Jade', '翡翠'],
  ['Diamond', 'de Diamante', '钻石'],
  ['Thunder', 'do Trovão', '雷霆'],
  ['Neon', 'Neon', '霓虹'],
  ['Emerald', 'Esmeralda', '翠绿'],
  ['Silver', 'Prateado', '白银'],
];

const NOUNS: readonly TWord[] = [
  ['Dragon', 'Dragão', '龙'],
  ['Tiger', 'Tigre', '虎'],
  ['Fortune', 'Fortuna', '财富'],
  ['Treasure', 'Tesouro', '宝藏'],
  ['Empire', 'Império', '帝国'],
  ['Phoenix', 'Fênix', '凤凰'],
  ['Panda', 'Panda', '熊猫'],
  ['Bonanza', 'Bonança', '富矿'],
  ['Gems', 'Joias', '宝石'],
  ['Koi', 'Carpa', '锦鲤'],
  ['Pharaoh', 'Faraó', '法老'],
  ['Buffalo', 'Búfalo', '野牛'],
  ['Mahjong', 'Mahjong', '麻将'],
  ['Fruits', 'Frutas', '水果'],
  ['Wolf', 'Lobo', '狼'],
  ['Queen', 'Rainha', '女王'],
  ['Ninja', 'Ninja', '忍者'],
  ['Temple', 'Templo', '神庙'],
  ['Rooster', 'Galo', '公鸡'],
  ['Candy', 'Doces', '糖果'],
  ['Pirates', 'Piratas', '海盗'],
  ['Samurai', 'Samurai', '武士'],
  ['Carnival', 'Carnaval', '狂欢节'],
  ['Lion', 'Leão', '狮子'],
];

const SUFFIXES: readonly TWord[] = [
  ['Megaways', 'Megaways', 'Megaways'],
  ['Deluxe', 'Deluxe', '豪华版'],
  ['Hold & Win', 'Hold & Win', '锁定赢'],
  ['Rush', 'Rush', '狂潮'],
  ['2', '2', '2'],
  ['3', '3', '3'],
  ['Link', 'Link', '连线'],
  ['Blitz', 'Blitz', '闪电'],
  ['Ways', 'Ways', '路'],
];

type TNames = { EN: string; PT: string; CN: string };

function slotName(r: () => number): TNames {
  const adj = pick(r, ADJECTIVES);
  const noun = pick(r, NOUNS);
  const roll = r();
  if (roll < 0.45) return { EN: `${adj[0]} ${noun[0]}`, PT: `${noun[1]} ${adj[1]}`, CN: `${adj[2]}${noun[2]}` };
  if (roll < 0.7) {
    const suffix = pick(r, SUFFIXES);
    return { EN: `${noun[0]} ${suffix[0]}`, PT: `${noun[1]} ${suffix[1]}`, CN: `${noun[2]} ${suffix[2]}` };
  }
  if (roll < 0.85) {
    const suffix = pick(r, SUFFIXES);
    return { EN: `${adj[0]} ${noun[0]} ${suffix[0]}`, PT: `${noun[1]} ${adj[1]} ${suffix[1]}`, CN: `${adj[2]}${noun[2]} ${suffix[2]}` };
  }
  const other = pick(
    r,
    NOUNS.filter((n) => n !== noun),
  );
  return { EN: `${noun[0]} of the ${other[0]}`, PT: `${noun[1]} do ${other[1]}`, CN: `${other[2]}之${noun[2]}` };
}

type TFixed = readonly [en: string, pt: string, cn: string, classify: TGameClassify];

const TABLE_RNG: readonly TFixed[] = [
  ['European Roulette', 'Roleta Europeia', '欧式轮盘', 'TABLE'],
  ['Blackjack Classic', 'Blackjack Clássico', '经典二十一点', 'TABLE'],
  ['Baccarat Deluxe', 'Bacará Deluxe', '豪华百家乐', 'TABLE'],
  ['Keno Bonus', 'Keno Bônus', '基诺奖金', 'KENO'],
  ['Plinko Drop', 'Plinko', '弹珠掉落', 'ARCADE'],
  ['Mines Arcade', 'Minas', '扫雷', 'ARCADE'],
];

const CRASH: readonly TFixed[] = [
  ['Aviator', 'Aviator', '飞行员', 'CRASH'],
  ['Mines', 'Minas', '扫雷', 'ARCADE'],
  ['Plinko', 'Plinko', '弹珠', 'ARCADE'],
  ['Dice', 'Dados', '骰子', 'ARCADE'],
  ['Goal', 'Gol', '射门', 'ARCADE'],
  ['Hi Lo', 'Alto Baixo', '高低', 'ARCADE'],
];

const FISH: readonly TFixed[] = [
  ['Ocean King', 'Rei do Oceano', '海洋之王', 'FISHING'],
  ['Jackpot Fishing', 'Pesca Jackpot', '捕鱼大奖', 'FISHING'],
  ['Dragon Fishing', 'Pesca do Dragão', '龙王捕鱼', 'FISHING'],
  ['Mega Fishing', 'Mega Pesca', '超级捕鱼', 'FISHING'],
  ['Royal Fishing', 'Pesca Real', '皇家捕鱼', 'FISHING'],
  ['Bombing Fishing', 'Pesca Explosiva', '炸弹捕鱼', 'FISHING'],
  ['Happy Fishing', 'Pesca Feliz', '欢乐捕鱼', 'FISHING'],
  ['Star Hunter', 'Caçador de Estrelas', '星际猎手', 'FISHING'],
  ['Fishing God', 'Deus da Pesca', '捕鱼之神', 'FISHING'],
  ['Cai Shen Fishing', 'Pesca Cai Shen', '财神捕鱼', 'FISHING'],
];

const LIVE: readonly TFixed[] = [
  ['Baccarat', 'Bacará', '百家乐', 'BACCARAT'],
  ['Speed Baccarat', 'Bacará Rápido', '极速百家乐', 'BACCARAT'],
  ['Squeeze Baccarat', 'Bacará Squeeze', '咪牌百家乐', 'BACCARAT'],
  ['Lightning Roulette', 'Roleta Relâmpago', '闪电轮盘', 'ROULETTE'],
  ['Auto Roulette', 'Roleta Automática', '自动轮盘', 'ROULETTE'],
  ['Blackjack', 'Blackjack', '二十一点', 'BLACKJACK'],
  ['Dragon Tiger', 'Dragão Tigre', '龙虎', 'DRAGON_TIGER'],
  ['Sic Bo', 'Sic Bo', '骰宝', 'SICBO'],
  ['Crazy Time', 'Crazy Time', '疯狂时刻', 'GAME_SHOW'],
  ['Mega Wheel', 'Mega Roda', '幸运大转盘', 'GAME_SHOW'],
];

/** Cockfight (sabong) arenas (issue 29): each is a live pit of one vendor. */
const COCKFIGHT: readonly TFixed[] = [
  ['Main Arena', 'Arena Principal', '主斗鸡场', 'COCKFIGHT'],
  ['Sabong Derby', 'Derby de Galos', '斗鸡德比', 'COCKFIGHT'],
  ['Pitmasters Cup', 'Taça Pitmasters', '斗鸡大师杯', 'COCKFIGHT'],
  ['World Slasher Cup', 'Taça Mundial Slasher', '世界斗鸡杯', 'COCKFIGHT'],
  ['Gaff Fight', 'Luta de Esporas', '铁爪斗鸡', 'COCKFIGHT'],
  ['Bakbakan Arena', 'Arena Bakbakan', '巴卡坎斗鸡场', 'COCKFIGHT'],
];

const PVP: readonly TFixed[] = [
  ["Texas Hold'em", "Texas Hold'em", '德州扑克', 'POKER'],
  ['Teen Patti', 'Teen Patti', '三张牌', 'CARD'],
  ['Rummy', 'Rummy', '拉米', 'RUMMY'],
  ['Andar Bahar', 'Andar Bahar', '内外', 'CARD'],
  ['Niu Niu', 'Niu Niu', '牛牛', 'CARD'],
  ['Mahjong 2P', 'Mahjong 2J', '二人麻将', 'MAHJONG'],
  ['Landlord', 'Senhor da Terra', '斗地主', 'CARD'],
  ['Blackjack Duel', 'Duelo de Blackjack', '二十一点对决', 'CARD'],
  ['Tongits', 'Tongits', '通吃', 'CARD'],
  ['Pusoy', 'Pusoy', '十三张', 'CARD'],
  ['Golden Flower', 'Flor Dourada', '炸金花', 'CARD'],
  ['Baccarat Duel', 'Duelo de Bacará', '百家乐对决', 'CARD'],
  ['Omaha Poker', 'Pôquer Omaha', '奥马哈扑克', 'POKER'],
  ['Short Deck', 'Short Deck', '短牌扑克', 'POKER'],
  ['Rummy 500', 'Rummy 500', '拉米500', 'RUMMY'],
  ['Mahjong Blitz', 'Mahjong Blitz', '血战麻将', 'MAHJONG'],
  ['Dominoes', 'Dominó', '多米诺', 'CARD'],
  ['Dragon Tiger Duel', 'Duelo Dragão Tigre', '龙虎对决', 'CARD'],
  ['Crash Poker', 'Crash Poker', '碰撞扑克', 'POKER'],
  ['Sic Bo Duel', 'Duelo de Sic Bo', '骰宝对决', 'CARD'],
];

export interface TGroupSeed {
  id: number;
  name: string;
  lottoMode: string;
  sort: number;
}

export const GAME_GROUPS: TGroupSeed[] = [
  { id: 1, name: 'Vietnam North', lottoMode: PRIZE_MODES.Lott, sort: 1 },
  { id: 2, name: 'Vietnam South', lottoMode: PRIZE_MODES.Lott, sort: 2 },
  { id: 3, name: 'Vietnam Central', lottoMode: PRIZE_MODES.Lott, sort: 3 },
  { id: 4, name: 'Thai Lottery', lottoMode: PRIZE_MODES.Lott, sort: 4 },
  { id: 5, name: 'Keno', lottoMode: PRIZE_MODES.ModeElott, sort: 5 },
  { id: 6, name: 'Fast 3', lottoMode: PRIZE_MODES.ModeElott, sort: 6 },
  { id: 7, name: 'PK10', lottoMode: PRIZE_MODES.ModeElott, sort: 7 },
  { id: 8, name: '11x5', lottoMode: PRIZE_MODES.ModeElott, sort: 8 },
  { id: 9, name: 'Vietnam Lotto', lottoMode: PRIZE_MODES.ZY, sort: 9 },
  { id: 10, name: 'SEA 4D', lottoMode: PRIZE_MODES.SEA, sort: 10 },
];

/** Lottery games per vendor: [name, game code, group, classify]. 'lobby' opens the vendor's own lobby. */
const LOTTERY_GAMES: Record<(typeof LOTTERY_VENDORS)[number], readonly (readonly [string, string, number, TGameClassify])[]> = {
  LOTT: [
    ['Hanoi 1 Min', 'VN_HN_1M', 1, 'QUICK'],
    ['Hanoi 5 Min', 'VN_HN_5M', 1, 'QUICK'],
    ['Northern Daily', 'VN_MB', 1, 'LOTTERY'],
    ['Ho Chi Minh', 'VN_HCM', 2, 'LOTTERY'],
    ['Vung Tau', 'VN_VT', 2, 'LOTTERY'],
    ['Dong Nai', 'VN_DN', 2, 'LOTTERY'],
    ['Can Tho', 'VN_CT', 2, 'LOTTERY'],
    ['Da Nang', 'VN_DNG', 3, 'LOTTERY'],
    ['Khanh Hoa', 'VN_KH', 3, 'LOTTERY'],
    ['Hue', 'VN_TTH', 3, 'LOTTERY'],
    ['Thai Government', 'TH_GOV', 4, 'LOTTERY'],
    ['Thai Stock', 'TH_STOCK', 4, 'LOTTERY'],
  ],
  ELOTT: [
    ['Keno 1 Min', 'KENO_1M', 5, 'KENO'],
    ['Keno 5 Min', 'KENO_5M', 5, 'KENO'],
    ['Fast 3 1 Min', 'K3_1M', 6, 'QUICK'],
    ['Fast 3 3 Min', 'K3_3M', 6, 'QUICK'],
    ['PK10 Speed', 'PK10_SPEED', 7, 'QUICK'],
    ['PK10 3 Min', 'PK10_3M', 7, 'QUICK'],
    ['11x5 1 Min', 'X115_1M', 8, 'QUICK'],
    ['11x5 5 Min', 'X115_5M', 8, 'QUICK'],
    ['Color Game', 'COLOR_1M', 6, 'QUICK'],
    ['Mark Six Speed', 'M6_SPEED', 7, 'QUICK'],
  ],
  TCG_LOTTO_VN: [
    ['TCG Vietnam Lobby', 'lobby', 9, 'LOTTERY'],
    ['Mega Vietnam', 'VNM_MEGA', 9, 'LOTTERY'],
    ['VN Speed 45s', 'VNM_45S', 9, 'QUICK'],
    ['VN Super 1 Min', 'VNM_1M', 9, 'QUICK'],
    ['North Special', 'VNM_NORTH', 9, 'LOTTERY'],
    ['South Special', 'VNM_SOUTH', 9, 'LOTTERY'],
    ['Central Special', 'VNM_CENTRAL', 9, 'LOTTERY'],
  ],
  TCG_SEA: [
    ['TCG SEA Lobby', 'lobby', 10, 'LOTTERY'],
    ['Malaysia 4D', 'SEA_MY4D', 10, 'LOTTERY'],
    ['Singapore 4D', 'SEA_SG4D', 10, 'LOTTERY'],
    ['Magnum 4D', 'SEA_MAG4D', 10, 'LOTTERY'],
    ['Sabah 88', 'SEA_SB88', 10, 'LOTTERY'],
    ['Sandakan 4D', 'SEA_STC4D', 10, 'LOTTERY'],
  ],
};

const LOTTO_MODE: Record<(typeof LOTTERY_VENDORS)[number], string> = {
  LOTT: PRIZE_MODES.Lott,
  ELOTT: PRIZE_MODES.ModeElott,
  TCG_LOTTO_VN: PRIZE_MODES.ZY,
  TCG_SEA: PRIZE_MODES.SEA,
};

/** Server categories: esports vendors are SPORTS in the mapping (the API splits them out). */
type TServerCategory = Exclude<TCatalogueCategory, 'ESPORTS'>;

export interface TVendorSeed {
  code: string;
  name: string;
  freePlay: boolean;
  /** Category → number of games (the order of the keys is irrelevant; server order is in SERVER_ORDER). */
  games: Partial<Record<TServerCategory, number>>;
  /** Esports provider: its SPORTS games are ESPORTS in the lobby. */
  esports?: boolean;
}

export const VENDOR_SEEDS: TVendorSeed[] = [
  { code: 'PP', name: 'Pragmatic Play', freePlay: true, games: { RNG: 38, LIVE: 10 } },
  { code: 'JL', name: 'JILI', freePlay: true, games: { RNG: 40, FISH: 6, PVP: 8 } },
  { code: 'PG', name: 'PG Soft', freePlay: true, games: { RNG: 44 } },
  { code: 'FC', name: 'Fa Chai', freePlay: true, games: { RNG: 24, FISH: 4 } },
  { code: 'JDB', name: 'JDB Gaming', freePlay: true, games: { RNG: 24, FISH: 5 } },
  { code: 'CQ9', name: 'CQ9 Gaming', freePlay: true, games: { RNG: 28, FISH: 5 } },
  { code: 'EG3', name: 'EG Gaming', freePlay: true, games: { RNG: 18 } },
  { code: 'KA', name: 'KA Gaming', freePlay: true, games: { RNG: 24 } },
  { code: 'HB', name: 'Habanero', freePlay: true, games: { RNG: 20 } },
  { code: 'MG', name: 'Microgaming', freePlay: true, games: { RNG: 18, LIVE: 6 } },
  { code: 'BNG', name: 'Booongo', freePlay: true, games: { RNG: 14 } },
  { code: 'SPRIBE', name: 'Spribe', freePlay: true, games: { RNG: 6 } },
  { code: 'BG', name: 'Big Gaming', freePlay: true, games: { FISH: 3, LIVE: 5 } },
  { code: 'EVO', name: 'Evolution', freePlay: false, games: { LIVE: 16 } },
  { code: 'SEXY', name: 'AE Sexy', freePlay: false, games: { LIVE: 6 } },
  { code: 'DG', name: 'Dream Gaming', freePlay: false, games: { LIVE: 8 } },
  { code: 'SA', name: 'SA Gaming', freePlay: false, games: { LIVE: 8 } },
  { code: 'WM', name: 'WM Casino', freePlay: false, games: { LIVE: 6 } },
  { code: 'SBO', name: 'SBOBET', freePlay: false, games: { SPORTS: 1 } },
  { code: 'SABA', name: 'SABA Sports', freePlay: false, games: { SPORTS: 1 } },
  { code: 'CMD', name: 'CMD368', freePlay: false, games: { SPORTS: 1 } },
  { code: 'TF', name: 'TF Gaming', freePlay: false, games: { SPORTS: 1 }, esports: true },
  { code: 'IA', name: 'IA Esports', freePlay: false, games: { SPORTS: 1 }, esports: true },
  { code: 'IMES', name: 'IM Esports', freePlay: false, games: { SPORTS: 1 }, esports: true },
  { code: 'AV', name: 'AVIA Esports', freePlay: false, games: { SPORTS: 1 }, esports: true },
  { code: 'KY', name: 'Kaiyuan Gaming', freePlay: false, games: { PVP: 15 } },
  { code: 'V8', name: 'V8 Poker', freePlay: false, games: { PVP: 12 } },
  { code: 'KM', name: 'Kingmaker', freePlay: true, games: { PVP: 10 } },
  { code: 'MP', name: 'Mi Pai', freePlay: false, games: { PVP: 8 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', freePlay: false, games: { LOTT: LOTTERY_GAMES.TCG_LOTTO_VN.length } },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', freePlay: false, games: { LOTT: LOTTERY_GAMES.TCG_SEA.length } },
  { code: 'LOTT', name: 'Tessera Lottery', freePlay: true, games: { LOTT: LOTTERY_GAMES.LOTT.length } },
  { code: 'ELOTT', name: 'Tessera E-Lottery', freePlay: true, games: { ELOTT: LOTTERY_GAMES.ELOTT.length } },
  // Last, so every game seeded before cockfight keeps its id (issue 29).
  { code: 'SV388', name: 'SV388', freePlay: false, games: { COCKFIGHT: COCKFIGHT.length } },
];

/** The aggregator's vendor order per category (before the spec's rule). */
export const SERVER_ORDER: Record<TServerCategory, string[]> = {
  RNG: ['PP', 'JL', 'PG', 'FC', 'JDB', 'CQ9', 'EG3', 'KA', 'HB', 'MG', 'BNG', 'SPRIBE'],
  FISH: ['JDB', 'JL', 'FC', 'CQ9', 'BG'],
  LIVE: ['EVO', 'PP', 'SEXY', 'DG', 'SA', 'WM', 'MG', 'BG'],
  SPORTS: ['SBO', 'SABA', 'CMD', 'TF', 'IA', 'IMES', 'AV'],
  PVP: ['KY', 'JL', 'V8', 'KM', 'MP'],
  LOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'],
  ELOTT: ['ELOTT'],
  COCKFIGHT: ['SV388'],
};

const CATEGORY_LABEL: Record<TServerCategory, string> = {
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  SPORTS: 'Sports',
  PVP: 'Card Games',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  COCKFIGHT: 'Cockfight',
};

export interface TGameSeed {
  id: number;
  vendorCode: string;
  gameId: string;
  gameCode: string;
  names: TNames;
  category: TCatalogueCategory;
  launchCategory: TCatalogueCategory;
  classify: TGameClassify;
  gameGroupId: number | null;
  lottoMode: string | null;
  freePlay: boolean;
  minBet: number;
  minLine: number;
  sort: number;
}

export interface TVendorCategorySeed {
  vendorCode: string;
  category: TServerCategory;
  accountTypeName: string;
  sort: number;
}

export interface TCatalogue {
  vendors: TVendorSeed[];
  vendorCategories: TVendorCategorySeed[];
  groups: TGroupSeed[];
  games: TGameSeed[];
}

const MIN_BETS: Record<TCatalogueCategory, readonly number[]> = {
  RNG: [10, 20, 30, 50, 100],
  LIVE: [1000, 2000, 5000],
  FISH: [10, 50, 100],
  SPORTS: [500],
  ESPORTS: [500],
  PVP: [100, 500, 1000],
  LOTT: [100, 200],
  ELOTT: [100],
  COCKFIGHT: [100, 500],
};
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50] as const;

const slug = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function fixedName(f: TFixed): TNames {
  return { EN: f[0], PT: f[1], CN: f[2] };
}

/** Names for `count` games of one vendor in one category, unique within the vendor. */
function namesFor(vendor: TVendorSeed, category: TServerCategory, count: number, taken: Set<string>): { names: TNames; classify: TGameClassify }[] {
  const r = rng(`${vendor.code}:${category}`);
  const out: { names: TNames; classify: TGameClassify }[] = [];
  const add = (names: TNames, classify: TGameClassify) => {
    if (taken.has(names.EN)) return false;
    taken.add(names.EN);
    out.push({ names, classify });
    return true;
  };
  if (category === 'RNG') {
    if (vendor.code === 'SPRIBE') for (const f of CRASH.slice(0, count)) add(fixedName(f), f[3]);
    // The bigger slot vendors also have a couple of RNG table, keno or arcade games (after their slots).
    const extras = count >= 30 ? shuffled(r, TABLE_RNG).slice(0, 2) : [];
    while (out.length < count - extras.length) add(slotName(r), 'SLOT');
    for (const f of extras) add(fixedName(f), f[3]);
    while (out.length < count) add(slotName(r), 'SLOT');
    return out;
  }
  if (category === 'FISH') {
    for (const f of shuffled(r, FISH)) if (out.length < count) add(fixedName(f), f[3]);
    return out;
  }
  if (category === 'COCKFIGHT') {
    for (const f of COCKFIGHT) if (out.length < count) add(fixedName(f), f[3]);
    return out;
  }
  if (category === 'PVP') {
    for (const f of shuffled(r, PVP)) if (out.length < count) add(fixedName(f), f[3]);
    return out;
  }
  if (category === 'LIVE') {
    // Tables of each game type, numbered per vendor ("Speed Baccarat 2").
    const types = shuffled(r, LIVE);
    for (let n = 0; out.length < count; n++) {
      const f = types[n % types.length] as TFixed;
      const round = Math.floor(n / types.length) + 1;
      const tag = round === 1 ? '' : ` ${round}`;
      add({ EN: `${f[0]}${tag}`, PT: `${f[1]}${tag}`, CN: `${f[2]}${tag}` }, f[3]);
    }
    return out;
  }
  if (category === 'SPORTS') {
    const base = vendor.name.replace(/ (Esports|Sports)$/, '');
    if (vendor.esports) add({ EN: `${base} Esports`, PT: `${base} eSports`, CN: `${base} 电竞` }, 'ESPORTS');
    else add({ EN: `${base} Sportsbook`, PT: `${base} Esportes`, CN: `${base} 体育` }, 'SPORTSBOOK');
    return out;
  }
  return out;
}

let memo: TCatalogue | undefined;

/** The whole catalogue (memoised: every app in a process seeds the same one). */
export function catalogue(): TCatalogue {
  if (memo) return memo;
  const vendorCategories: TVendorCategorySeed[] = [];
  for (const [category, order] of Object.entries(SERVER_ORDER) as [TServerCategory, string[]][]) {
    order.forEach((code, index) => {
      const vendor = VENDOR_SEEDS.find((v) => v.code === code);
      if (!vendor) throw new Error(`SERVER_ORDER names unknown vendor ${code}`);
      const label = category === 'SPORTS' && vendor.esports ? 'Esports' : CATEGORY_LABEL[category];
      vendorCategories.push({ vendorCode: code, category, accountTypeName: `${vendor.name} ${label}`, sort: (index + 1) * 10 });
    });
  }

  const games: TGameSeed[] = [];
  let nextId = 10_001;
  VENDOR_SEEDS.forEach((vendor, vendorRank) => {
    const taken = new Set<string>();
    let vendorGameNo = 0;
    for (const [category, count] of Object.entries(vendor.games) as [TServerCategory, number][]) {
      const r = rng(`${vendor.code}:${category}:details`);
      const lobbyCategory: TCatalogueCategory = category === 'SPORTS' && vendor.esports ? 'ESPORTS' : category;
      const lottery = (LOTTERY_VENDORS as readonly string[]).includes(vendor.code) ? LOTTERY_GAMES[vendor.code as (typeof LOTTERY_VENDORS)[number]] : null;
      const entries = lottery
        ? lottery.map(([name, , , classify]) => ({ names: { EN: name, PT: name, CN: name }, classify }))
        : namesFor(vendor, category, count, taken);
      entries.forEach((entry, index) => {
        vendorGameNo += 1;
        const lot = lottery?.[index];
        const free = lottery ? vendor.freePlay : vendor.freePlay && (category === 'RNG' || category === 'FISH' || category === 'PVP') && r() < 0.85;
        games.push({
          id: nextId++,
          vendorCode: vendor.code,
          gameId: String(1000 + vendorGameNo),
          gameCode: lot ? lot[1] : `${vendor.code}_${slug(entry.names.EN)}`,
          names: entry.names,
          category: lobbyCategory,
          launchCategory: category,
          classify: entry.classify,
          gameGroupId: lot ? lot[2] : null,
          lottoMode: lottery ? LOTTO_MODE[vendor.code as (typeof LOTTERY_VENDORS)[number]] : null,
          freePlay: free,
          minBet: pick(r, MIN_BETS[lobbyCategory]),
          minLine: category === 'RNG' && entry.classify === 'SLOT' ? pick(r, SLOT_LINES) : 1,
          // Interleaved: each vendor's first games, then their second ones, ... (a varied first page).
          sort: index * 100 + vendorRank,
        });
      });
    }
  });

  memo = { vendors: VENDOR_SEEDS, vendorCategories, groups: GAME_GROUPS, games };
  return memo;
}

export interface TMerchantCatalogueSeed {
  /** Vendors this merchant does not offer. */
  disabledVendors: string[];
  /** The merchant's categories in its server order (ESPORTS is split out of SPORTS by the API). */
  categoryOrder: TServerCategory[];
  /** How many hot games, and the seed of their choice. */
  hotCount: number;
  winners: number;
}

export const MERCHANT_CATALOGUE: Record<string, TMerchantCatalogueSeed> = {
  demo: { disabledVendors: [], categoryOrder: ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'], hotCount: 30, winners: 120 },
  acme: {
    // acme offers no cockfight (issue 29): a merchant chooses its game families.
    disabledVendors: ['EG3', 'SEXY', 'V8', 'KY', 'MG', 'IMES', 'TCG_SEA', 'ELOTT', 'SV388'],
    categoryOrder: ['FISH', 'LIVE', 'RNG', 'PVP', 'SPORTS', 'LOTT'],
    hotCount: 24,
    winners: 110,
  },
};

/** Share of each category in a merchant's hot list. */
const HOT_MIX: [TCatalogueCategory, number][] = [
  ['RNG', 0.6],
  ['LIVE', 0.17],
  ['FISH', 0.1],
  ['PVP', 0.07],
  ['SPORTS', 0.03],
  ['LOTT', 0.03],
];

/** The merchant's hot games in rank order: picked per category from the enabled vendors' top games. */
export function hotPicks(merchant: string, seed: TMerchantCatalogueSeed): number[] {
  const r = rng(`${merchant}:hot`);
  const enabled = catalogue().games.filter((g) => !seed.disabledVendors.includes(g.vendorCode));
  const picks: number[] = [];
  for (const [category, share] of HOT_MIX) {
    const pool = enabled
      .filter((g) => g.category === category)
      .sort((a, b) => a.sort - b.sort)
      .slice(0, 40);
    const want = Math.max(1, Math.round(seed.hotCount * share));
    for (const g of shuffled(r, pool).slice(0, want)) picks.push(g.id);
  }
  // Ranks interleave categories a little, as an operator's curated list would.
  return shuffled(r, picks).slice(0, seed.hotCount);
}

const SYLLABLES = ['de', 'ma', 'lu', 'ka', 'ri', 'to', 'sa', 'ne', 'jo', 'vi', 'pe', 'li', 'mo', 'ra', 'an', 'ze', 'bo', 'ta', 'fe', 'gu'];

/** A masked player name as the winner board shows it: first two characters, ***, the last one (de***1). */
export function maskName(name: string): string {
  return name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export interface TWinnerSeed {
  gameId: number;
  customerName: string;
  /** Minor units. */
  winAmount: number;
  /** Minutes before the seed time. */
  minutesAgo: number;
}

/** Latest winners of a merchant (masked names; amounts skewed toward small wins, a few big ones). */
export function winnerSeeds(merchant: string, seed: TMerchantCatalogueSeed): TWinnerSeed[] {
  const r = rng(`${merchant}:winners`);
  const pool = catalogue().games.filter((g) => !seed.disabledVendors.includes(g.vendorCode) && ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.category));
  const out: TWinnerSeed[] = [];
  let minutes = 0;
  for (let i = 0; i < seed.winners; i++) {
    const name = `${pick(r, SYLLABLES)}${pick(r, SYLLABLES)}${pick(r, SYLLABLES)}${Math.floor(r() * 1000)}`;
    minutes += 1 + Math.floor(r() * 14);
    // 10^2.7 .. 10^6.7 minor units: about 5.00 to 50,000.00.
    const amount = Math.round(10 ** (2.7 + 4 * r() ** 2.2));
    out.push({ gameId: pick(r, pool).id, customerName: maskName(name), winAmount: amount, minutesAgo: minutes });
  }
  return out;
}
