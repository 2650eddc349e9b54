import { encodePng } from '../../lib/png';
import { escapeXml, fingerprint, hslRgb } from '../../lib/svg';
import { GLYPHS } from './bitmapFont';

// Game artwork (issue 28: "a lobby that looks real"): each game's tile picture is drawn from its
// name, its vendor and its kind. One scene of simple shapes — the vendor's colours (a hue per
// vendor, varied a little per game), a motif for the kind of game (reels and fruit for slots, cards
// for table and card games, a wheel for roulette and game shows, a rising curve and a rocket for
// crash games, a fish for fishing, a ball for sportsbooks, a controller for esports, balls for
// lotteries) and the game's name on a band — rendered twice: as SVG (shapes and real text) and as
// a 200 × 200 PNG (the lists' image: decoded off the browser's main thread) with signed-distance
// antialiasing and the 5 × 7 bitmap font of bitmapFont.ts. Deterministic: the same bytes every time.

export const ART_SIZE = 200;

type TRgb = [number, number, number];

export interface TArtGame {
  id: number;
  name: string;
  vendor: string;
  category: string;
  /** games.classify (SLOT, BACCARAT, CRASH, …); the category decides when it is missing. */
  classify?: string | undefined;
}

type TShape =
  | { k: 'rect'; x: number; y: number; w: number; h: number; r: number; rgb: TRgb; a: number }
  | { k: 'circle'; cx: number; cy: number; r: number; rgb: TRgb; a: number }
  | { k: 'poly'; pts: [number, number][]; rgb: TRgb; a: number }
  | { k: 'stroke'; pts: [number, number][]; width: number; rgb: TRgb; a: number }
  | { k: 'wheel'; cx: number; cy: number; r: number; colours: TRgb[]; a: number }
  | { k: 'glyphs'; text: string; cx: number; top: number; cell: number; rgb: TRgb; a: number };

interface TScene {
  from: TRgb;
  to: TRgb;
  glow: { x: number; y: number; rgb: TRgb };
  shapes: TShape[];
  /** The name's lines and the bitmap font's cell size (the SVG sets the same lines in a real font). */
  name: { lines: string[]; cell: number; top: number };
  label: string;
}

export type TMotif = 'slot' | 'cards' | 'wheel' | 'crash' | 'fish' | 'ball' | 'controller' | 'lottery' | 'rooster';

const WHEEL = new Set(['ROULETTE', 'GAME_SHOW', 'SICBO']);
const CARDS = new Set(['BACCARAT', 'TABLE', 'CARD', 'DRAGON_TIGER', 'BLACKJACK', 'POKER', 'RUMMY', 'MAHJONG']);

/** The motif of a game's picture, from its classification and category. */
export function motifOf(g: Pick<TArtGame, 'category' | 'classify'>): TMotif {
  const c = g.classify ?? '';
  if (c === 'COCKFIGHT' || g.category === 'COCKFIGHT') return 'rooster';
  if (c === 'ESPORTS' || g.category === 'ESPORTS') return 'controller';
  if (c === 'SPORTSBOOK' || g.category === 'SPORTS') return 'ball';
  if (g.category === 'LOTT' || g.category === 'ELOTT' || c === 'KENO' || c.startsWith('LOTT')) return 'lottery';
  if (c === 'FISHING' || g.category === 'FISH') return 'fish';
  if (c === 'CRASH' || c === 'ARCADE') return 'crash';
  if (WHEEL.has(c)) return 'wheel';
  if (CARDS.has(c) || g.category === 'PVP' || g.category === 'LIVE') return 'cards';
  return 'slot';
}

const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [0, 0, 0];
const RED: TRgb = [214, 40, 57];
const GOLD: TRgb = [255, 200, 61];

/** The name in capitals (accents stripped) as lines for the bitmap font: 10 characters a line at cell 3, else 15 at cell 2. */
export function nameLines(name: string): { lines: string[]; cell: number } {
  const text = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &'.!:-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [cell, width, max] of [
    [3, 10, 2],
    [2, 15, 3],
  ] as const) {
    const lines = wrap(text, width);
    if (lines.length <= max) return { lines, cell };
  }
  return { lines: wrap(text, 15).slice(0, 3), cell: 2 };
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let w = word;
    while (w.length > width) {
      if (line) lines.push(line);
      lines.push(w.slice(0, width));
      w = w.slice(width);
      line = '';
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= width) line = `${line} ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The scene of a game's picture (see the file's comment). */
export function gameScene(g: TArtGame): TScene {
  const seed = parseInt(fingerprint(`${g.id}|${g.name}`), 16);
  const vendorHue = parseInt(fingerprint(g.vendor), 16) % 360;
  const hue = vendorHue + ((seed % 41) - 20);
  const from = hslRgb(hue, 70, 46);
  const to = hslRgb(hue + 40, 75, 18);
  const accent = hslRgb(hue + 180, 85, 62);
  const shapes: TShape[] = [];
  const add = (s: TShape) => shapes.push(s);
  const motif = motifOf(g);
  const pick = <T>(list: readonly T[], n: number): T => list[(seed >>> n) % list.length] as T;

  switch (motif) {
    case 'slot': {
      // Three reels in a cabinet, a fruit or a seven on each.
      add({ k: 'rect', x: 22, y: 26, w: 156, h: 86, r: 14, rgb: BLACK, a: 0.35 });
      for (let i = 0; i < 3; i++) {
        const x = 30 + i * 50;
        add({ k: 'rect', x, y: 34, w: 42, h: 70, r: 8, rgb: WHITE, a: 1 });
        const symbol = pick(['cherry', 'seven', 'gem', 'bell'] as const, i * 3 + 1);
        const cx = x + 21;
        if (symbol === 'cherry') {
          add({
            k: 'stroke',
            pts: [
              [cx - 6, 64],
              [cx + 2, 48],
              [cx + 8, 66],
            ],
            width: 2.5,
            rgb: [46, 125, 50],
            a: 1,
          });
          add({ k: 'circle', cx: cx - 7, cy: 74, r: 8, rgb: RED, a: 1 });
          add({ k: 'circle', cx: cx + 8, cy: 76, r: 8, rgb: [190, 24, 60], a: 1 });
        } else if (symbol === 'seven') add({ k: 'glyphs', text: '7', cx, top: 51, cell: 5, rgb: RED, a: 1 });
        else if (symbol === 'gem')
          add({
            k: 'poly',
            pts: [
              [cx, 52],
              [cx + 14, 68],
              [cx, 88],
              [cx - 14, 68],
            ],
            rgb: hslRgb(hue + 150, 80, 50),
            a: 1,
          });
        else {
          add({
            k: 'poly',
            pts: [
              [cx - 13, 82],
              [cx - 8, 58],
              [cx, 52],
              [cx + 8, 58],
              [cx + 13, 82],
            ],
            rgb: [230, 170, 20],
            a: 1,
          });
          add({ k: 'circle', cx, cy: 84, r: 4, rgb: [160, 110, 10], a: 1 });
        }
      }
      add({ k: 'rect', x: 22, y: 66, w: 156, h: 3, r: 1, rgb: GOLD, a: 0.8 });
      break;
    }
    case 'cards': {
      // Two cards fanned on a felt oval, a suit on each.
      add({ k: 'circle', cx: 100, cy: 72, r: 58, rgb: [20, 110, 60], a: 0.55 });
      const card = (cx: number, cy: number, angle: number): [number, number][] => {
        const c = Math.cos(angle);
        const s = Math.sin(angle);
        return (
          [
            [-24, -34],
            [24, -34],
            [24, 34],
            [-24, 34],
          ] as const
        ).map(([x, y]) => [cx + x * c - y * s, cy + x * s + y * c]);
      };
      add({ k: 'poly', pts: card(82, 74, -0.22), rgb: [235, 235, 240], a: 1 });
      add({ k: 'poly', pts: card(118, 70, 0.2), rgb: WHITE, a: 1 });
      const red = (seed & 1) === 0;
      add({ k: 'glyphs', text: pick(['A', 'K', 'Q', '9', '8'], 5), cx: 120, top: 48, cell: 3, rgb: red ? RED : BLACK, a: 1 });
      if (red)
        add({
          k: 'poly',
          pts: [
            [120, 76],
            [130, 88],
            [120, 100],
            [110, 88],
          ],
          rgb: RED,
          a: 1,
        });
      else {
        add({ k: 'circle', cx: 120, cy: 84, r: 7, rgb: BLACK, a: 1 });
        add({ k: 'circle', cx: 113, cy: 92, r: 7, rgb: BLACK, a: 1 });
        add({ k: 'circle', cx: 127, cy: 92, r: 7, rgb: BLACK, a: 1 });
        add({
          k: 'poly',
          pts: [
            [120, 90],
            [125, 104],
            [115, 104],
          ],
          rgb: BLACK,
          a: 1,
        });
      }
      add({ k: 'circle', cx: 46, cy: 104, r: 12, rgb: GOLD, a: 1 });
      add({ k: 'circle', cx: 46, cy: 104, r: 7, rgb: hslRgb(hue, 70, 40), a: 1 });
      break;
    }
    case 'wheel': {
      const colours: TRgb[] = [];
      for (let i = 0; i < 16; i++) colours.push(i % 2 ? [30, 30, 34] : i === 0 ? [30, 140, 70] : RED);
      if (g.classify === 'GAME_SHOW') for (let i = 0; i < 16; i++) colours[i] = hslRgb(i * 45 + hue, 80, 55);
      add({ k: 'circle', cx: 100, cy: 72, r: 56, rgb: GOLD, a: 1 });
      add({ k: 'wheel', cx: 100, cy: 72, r: 51, colours, a: 1 });
      add({ k: 'circle', cx: 100, cy: 72, r: 22, rgb: hslRgb(hue, 50, 25), a: 1 });
      add({ k: 'circle', cx: 100, cy: 72, r: 8, rgb: GOLD, a: 1 });
      add({
        k: 'poly',
        pts: [
          [100, 26],
          [92, 8],
          [108, 8],
        ],
        rgb: WHITE,
        a: 1,
      });
      add({ k: 'circle', cx: 100 + 38 * Math.cos(seed % 7), cy: 72 + 38 * Math.sin(seed % 7), r: 5, rgb: WHITE, a: 1 });
      break;
    }
    case 'crash': {
      // A rising curve and a rocket at its end; a grid behind.
      for (let i = 0; i < 4; i++) add({ k: 'rect', x: 20, y: 30 + i * 26, w: 160, h: 1.5, r: 0, rgb: WHITE, a: 0.15 });
      const pts: [number, number][] = [];
      for (let i = 0; i <= 20; i++) {
        const t = i / 20;
        pts.push([22 + t * 130, 120 - 90 * t * t]);
      }
      add({ k: 'stroke', pts, width: 6, rgb: accent, a: 1 });
      add({
        k: 'poly',
        pts: [
          [172, 22],
          [150, 26],
          [160, 40],
        ],
        rgb: WHITE,
        a: 1,
      });
      add({ k: 'circle', cx: 157, cy: 32, r: 4, rgb: RED, a: 1 });
      add({
        k: 'poly',
        pts: [
          [150, 26],
          [140, 34],
          [152, 40],
          [160, 40],
        ],
        rgb: [255, 140, 40],
        a: 0.9,
      });
      add({ k: 'glyphs', text: `${2 + (seed % 8)}.${seed % 10}0X`, cx: 78, top: 40, cell: 3, rgb: WHITE, a: 0.95 });
      break;
    }
    case 'fish': {
      for (let i = 0; i < 5; i++) add({ k: 'circle', cx: 30 + ((seed >>> (i * 3)) % 140), cy: 24 + i * 20, r: 3 + (i % 3), rgb: WHITE, a: 0.35 });
      const body = hslRgb(hue + 160, 85, 55);
      add({
        k: 'poly',
        pts: [
          [140, 70],
          [172, 46],
          [166, 70],
          [172, 96],
        ],
        rgb: body,
        a: 1,
      });
      add({ k: 'circle', cx: 96, cy: 70, r: 40, rgb: body, a: 1 });
      add({ k: 'circle', cx: 118, cy: 70, r: 30, rgb: body, a: 1 });
      add({
        k: 'poly',
        pts: [
          [80, 34],
          [110, 28],
          [104, 46],
        ],
        rgb: hslRgb(hue + 160, 85, 40),
        a: 1,
      });
      add({ k: 'circle', cx: 74, cy: 62, r: 9, rgb: WHITE, a: 1 });
      add({ k: 'circle', cx: 72, cy: 62, r: 4.5, rgb: BLACK, a: 1 });
      add({
        k: 'stroke',
        pts: [
          [104, 52],
          [110, 70],
          [104, 88],
        ],
        width: 3,
        rgb: WHITE,
        a: 0.5,
      });
      break;
    }
    case 'ball': {
      add({ k: 'rect', x: 10, y: 96, w: 180, h: 4, r: 1, rgb: WHITE, a: 0.35 });
      add({
        k: 'stroke',
        pts: [
          [40, 118],
          [70, 40],
          [130, 40],
          [160, 118],
        ],
        width: 2,
        rgb: WHITE,
        a: 0.25,
      });
      add({ k: 'circle', cx: 100, cy: 70, r: 40, rgb: WHITE, a: 1 });
      const pent = (cx: number, cy: number, r: number): [number, number][] =>
        Array.from({ length: 5 }, (_, i) => [cx + r * Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5), cy + r * Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5)]);
      add({ k: 'poly', pts: pent(100, 70, 14), rgb: [30, 30, 34], a: 1 });
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        add({ k: 'poly', pts: pent(100 + 34 * Math.cos(a), 70 + 34 * Math.sin(a), 9), rgb: [30, 30, 34], a: 1 });
      }
      break;
    }
    case 'rooster': {
      // Two roosters face each other in the pit: meron (red) on the left, wala (blue) on the right.
      add({ k: 'rect', x: 18, y: 104, w: 164, h: 8, r: 4, rgb: WHITE, a: 0.3 });
      const rooster = (facing: 1 | -1, body: TRgb) => {
        const x = (dx: number) => 100 + facing * dx;
        add({
          k: 'poly',
          pts: [
            [x(-66), 44],
            [x(-44), 74],
            [x(-72), 70],
          ],
          rgb: accent,
          a: 1,
        });
        add({ k: 'circle', cx: x(-38), cy: 78, r: 22, rgb: body, a: 1 });
        add({ k: 'circle', cx: x(-16), cy: 54, r: 11, rgb: body, a: 1 });
        add({
          k: 'poly',
          pts: [
            [x(-22), 44],
            [x(-19), 34],
            [x(-15), 42],
            [x(-11), 33],
            [x(-8), 45],
          ],
          rgb: RED,
          a: 1,
        });
        add({
          k: 'poly',
          pts: [
            [x(-6), 50],
            [x(4), 55],
            [x(-6), 58],
          ],
          rgb: GOLD,
          a: 1,
        });
        add({ k: 'circle', cx: x(-13), cy: 52, r: 2, rgb: WHITE, a: 1 });
        for (const leg of [-44, -32])
          add({
            k: 'stroke',
            pts: [
              [x(leg), 98],
              [x(leg + 2), 106],
            ],
            width: 3,
            rgb: GOLD,
            a: 1,
          });
      };
      rooster(1, [196, 32, 48]);
      rooster(-1, [34, 84, 196]);
      break;
    }
    case 'controller': {
      add({ k: 'rect', x: 36, y: 44, w: 128, h: 56, r: 28, rgb: [28, 28, 36], a: 1 });
      add({ k: 'rect', x: 58, y: 62, w: 24, h: 8, r: 2, rgb: WHITE, a: 1 });
      add({ k: 'rect', x: 66, y: 54, w: 8, h: 24, r: 2, rgb: WHITE, a: 1 });
      add({ k: 'circle', cx: 134, cy: 60, r: 6, rgb: accent, a: 1 });
      add({ k: 'circle', cx: 146, cy: 72, r: 6, rgb: RED, a: 1 });
      add({ k: 'circle', cx: 122, cy: 72, r: 6, rgb: GOLD, a: 1 });
      add({ k: 'circle', cx: 134, cy: 84, r: 6, rgb: [60, 180, 90], a: 1 });
      break;
    }
    case 'lottery': {
      for (let i = 0; i < 3; i++) {
        const cx = 50 + i * 50;
        const cy = 72 + (i === 1 ? -12 : 6);
        add({ k: 'circle', cx, cy, r: 24, rgb: hslRgb(hue + i * 110, 80, 52), a: 1 });
        add({ k: 'circle', cx, cy, r: 14, rgb: WHITE, a: 1 });
        add({ k: 'glyphs', text: String((seed >>> (i * 4)) % 10), cx, top: cy - 7, cell: 2, rgb: BLACK, a: 1 });
      }
      break;
    }
  }

  const { lines, cell } = nameLines(g.name);
  const lineHeight = 7 * cell + (cell === 3 ? 6 : 5);
  const block = lines.length * lineHeight - (cell === 3 ? 6 : 5);
  const top = Math.round(134 + (66 - block) / 2);
  return {
    from,
    to,
    glow: { x: 40 + ((seed >>> 8) % 120), y: 30 + ((seed >>> 16) % 60), rgb: accent },
    shapes,
    name: { lines, cell, top },
    label: `${g.name} · ${g.vendor}`,
  };
}

// ---- SVG ----

const hex = (rgb: TRgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const n = (v: number) => String(Math.round(v * 10) / 10);

function svgShape(s: TShape): string {
  const op = s.a < 1 ? ` fill-opacity="${s.a}"` : '';
  switch (s.k) {
    case 'rect':
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" rx="${n(s.r)}" fill="${hex(s.rgb)}"${op}/>`;
    case 'circle':
      return `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" fill="${hex(s.rgb)}"${op}/>`;
    case 'poly':
      return `<polygon points="${s.pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${hex(s.rgb)}"${op}/>`;
    case 'stroke':
      return `<polyline points="${s.pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${hex(s.rgb)}" stroke-width="${s.width}" stroke-linecap="round" stroke-linejoin="round"${s.a < 1 ? ` stroke-opacity="${s.a}"` : ''}/>`;
    case 'wheel': {
      const step = (2 * Math.PI) / s.colours.length;
      return s.colours
        .map((c, i) => {
          const a0 = i * step - Math.PI / 2;
          const a1 = a0 + step;
          return `<path d="M${n(s.cx)} ${n(s.cy)}L${n(s.cx + s.r * Math.cos(a0))} ${n(s.cy + s.r * Math.sin(a0))}A${s.r} ${s.r} 0 0 1 ${n(s.cx + s.r * Math.cos(a1))} ${n(s.cy + s.r * Math.sin(a1))}Z" fill="${hex(c)}"/>`;
        })
        .join('');
    }
    case 'glyphs':
      return `<text x="${n(s.cx)}" y="${n(s.top + 7 * s.cell)}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${n(s.cell * 9.5)}" font-weight="800" fill="${hex(s.rgb)}"${op}>${escapeXml(s.text)}</text>`;
  }
}

export function gameArtSvg(g: TArtGame): string {
  const scene = gameScene(g);
  const label = escapeXml(scene.label);
  const words = nameLines(g.name);
  const size = words.cell === 3 ? 24 : 17;
  const lineHeight = size * 1.15;
  const first = 167 - ((words.lines.length - 1) * lineHeight) / 2 + size * 0.35;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(scene.from)}"/><stop offset="1" stop-color="${hex(scene.to)}"/></linearGradient>`,
    '<clipPath id="card"><rect width="200" height="200" rx="28"/></clipPath>',
    '</defs>',
    '<g clip-path="url(#card)">',
    '<rect width="200" height="200" fill="url(#bg)"/>',
    `<circle cx="${scene.glow.x}" cy="${scene.glow.y}" r="64" fill="${hex(scene.glow.rgb)}" fill-opacity="0.15"/>`,
    ...scene.shapes.map(svgShape),
    '<rect x="0" y="132" width="200" height="68" fill="#000000" fill-opacity="0.45"/>',
    ...words.lines.map(
      (line, i) =>
        `<text x="100" y="${n(first + i * lineHeight)}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    `<text x="12" y="22" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="11" font-weight="700" letter-spacing="1" fill="#ffffff" fill-opacity="0.8">${escapeXml(g.vendor.slice(0, 12))}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

// ---- PNG ----

class Raster {
  readonly px: Uint8Array;
  constructor(readonly size: number) {
    this.px = new Uint8Array(size * size * 3);
  }
  blend(x: number, y: number, rgb: TRgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.size || y >= this.size || alpha <= 0) return;
    const i = (y * this.size + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) this.px[i + c] = ((this.px[i + c] as number) * (1 - a) + rgb[c as 0 | 1 | 2] * a + 0.5) | 0;
  }
  /** Fills where `dist` (a signed distance, negative inside) covers each pixel centre of the box, antialiased over one pixel. */
  fill(x0: number, y0: number, x1: number, y1: number, dist: (x: number, y: number) => number, colour: (x: number, y: number) => TRgb, alpha: number): void {
    const ax = Math.max(0, Math.floor(x0) - 1);
    const ay = Math.max(0, Math.floor(y0) - 1);
    const bx = Math.min(this.size - 1, Math.ceil(x1) + 1);
    const by = Math.min(this.size - 1, Math.ceil(y1) + 1);
    for (let y = ay; y <= by; y++)
      for (let x = ax; x <= bx; x++) {
        const cover = Math.min(1, Math.max(0, 0.5 - dist(x + 0.5, y + 0.5)));
        if (cover > 0) this.blend(x, y, colour(x + 0.5, y + 0.5), cover * alpha);
      }
  }
  glyphs(text: string, cx: number, top: number, cell: number, rgb: TRgb, alpha: number): void {
    const glyphs = [...text].flatMap((c) => {
      const g = GLYPHS[c];
      return g ? [g.split('|')] : c === ' ' ? [Array.from({ length: 7 }, () => '.....')] : [];
    });
    if (!glyphs.length) return;
    const width = glyphs.length * 5 * cell + (glyphs.length - 1) * cell;
    let left = Math.round(cx - width / 2);
    for (const rows of glyphs) {
      rows.forEach((row, r) => {
        for (let col = 0; col < 5; col++) {
          if (row[col] !== '#') continue;
          for (let dy = 0; dy < cell; dy++) for (let dx = 0; dx < cell; dx++) this.blend(left + col * cell + dx, Math.round(top) + r * cell + dy, rgb, alpha);
        }
      });
      left += 6 * cell;
    }
  }
}

function segmentDistance(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function polygonDistance(px: number, py: number, pts: [number, number][]): number {
  let inside = false;
  let d = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i] as [number, number];
    const b = pts[j] as [number, number];
    if (a[1] > py !== b[1] > py && px < ((b[0] - a[0]) * (py - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
    d = Math.min(d, segmentDistance(px, py, a, b));
  }
  return inside ? -d : d;
}

function bounds(pts: [number, number][], pad: number): [number, number, number, number] {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

function rasterShape(r: Raster, s: TShape): void {
  const flat = (rgb: TRgb) => () => rgb;
  switch (s.k) {
    case 'rect': {
      const hw = s.w / 2;
      const hh = s.h / 2;
      const cx = s.x + hw;
      const cy = s.y + hh;
      const rad = Math.min(s.r, hw, hh);
      r.fill(
        s.x,
        s.y,
        s.x + s.w,
        s.y + s.h,
        (x, y) => {
          const qx = Math.abs(x - cx) - hw + rad;
          const qy = Math.abs(y - cy) - hh + rad;
          return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rad;
        },
        flat(s.rgb),
        s.a,
      );
      return;
    }
    case 'circle':
      r.fill(s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r, (x, y) => Math.hypot(x - s.cx, y - s.cy) - s.r, flat(s.rgb), s.a);
      return;
    case 'poly': {
      const [x0, y0, x1, y1] = bounds(s.pts, 0);
      r.fill(x0, y0, x1, y1, (x, y) => polygonDistance(x, y, s.pts), flat(s.rgb), s.a);
      return;
    }
    case 'stroke': {
      const [x0, y0, x1, y1] = bounds(s.pts, s.width);
      const half = s.width / 2;
      r.fill(
        x0,
        y0,
        x1,
        y1,
        (x, y) => {
          let d = Infinity;
          for (let i = 1; i < s.pts.length; i++) d = Math.min(d, segmentDistance(x, y, s.pts[i - 1] as [number, number], s.pts[i] as [number, number]));
          return d - half;
        },
        flat(s.rgb),
        s.a,
      );
      return;
    }
    case 'wheel': {
      const count = s.colours.length;
      r.fill(
        s.cx - s.r,
        s.cy - s.r,
        s.cx + s.r,
        s.cy + s.r,
        (x, y) => Math.hypot(x - s.cx, y - s.cy) - s.r,
        (x, y) => {
          const angle = (Math.atan2(y - s.cy, x - s.cx) + Math.PI / 2 + 2 * Math.PI) % (2 * Math.PI);
          return s.colours[Math.floor((angle / (2 * Math.PI)) * count) % count] as TRgb;
        },
        s.a,
      );
      return;
    }
    case 'glyphs':
      r.glyphs(s.text, s.cx, s.top, s.cell, s.rgb, s.a);
      return;
  }
}

export function gameArtPng(g: TArtGame): Buffer {
  const scene = gameScene(g);
  const size = ART_SIZE;
  const r = new Raster(size);
  const px = r.px;
  // A vertical gradient: rows of one colour compress to almost nothing.
  for (let y = 0; y < size; y++) {
    const t = y / (size - 1);
    const rgb: TRgb = [0, 1, 2].map((c) => (scene.from[c as 0] * (1 - t) + scene.to[c as 0] * t + 0.5) | 0) as TRgb;
    for (let x = 0; x < size; x++) px.set(rgb, (y * size + x) * 3);
  }
  // The spotlight: a flat translucent disc (a soft radial glow doubled the bytes of every icon).
  rasterShape(r, { k: 'circle', cx: scene.glow.x, cy: scene.glow.y, r: 64, rgb: scene.glow.rgb, a: 0.15 });
  for (const s of scene.shapes) rasterShape(r, s);
  // The name band and the name, with a one-cell shadow.
  for (let y = 132; y < size; y++) for (let x = 0; x < size; x++) r.blend(x, y, BLACK, 0.45);
  const { lines, cell, top } = scene.name;
  const lineHeight = 7 * cell + (cell === 3 ? 6 : 5);
  lines.forEach((line, i) => {
    r.glyphs(line, 100 + Math.max(1, cell - 1), top + i * lineHeight + Math.max(1, cell - 1), cell, BLACK, 0.6);
    r.glyphs(line, 100, top + i * lineHeight, cell, WHITE, 1);
  });
  return encodePng(size, size, px);
}
