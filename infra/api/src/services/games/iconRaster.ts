import { encodePng } from '../../lib/png';
import { hslRgb, initials } from '../../lib/svg';

// Game icons as PNG (issue 19: a 1,000-game list stays smooth). The SVG icons are parsed, laid out
// (their text shaped) and recorded on the browser's main thread as each row of a long list scrolls
// in; a PNG is decoded off the main thread. gameIconSvg's drawing — the category's gradient, a
// glow, a disc and the initials — in 200 × 200 RGB pixels, the letters from a 5 × 7 bitmap font
// (the page rounds the corners). Without the SVG's vendor band: the tile names the vendor under the
// icon, and its free-play marker sits where the band's text was. Deterministic: the same bytes every time.

export const ICON_SIZE = 200;

/** 5 × 7 glyphs, rows from the top, '#' = on. Letters without one (after accents are stripped) are left out. */
export const GLYPHS: Record<string, string> = {
  A: '.###.|#...#|#...#|#####|#...#|#...#|#...#',
  B: '####.|#...#|#...#|####.|#...#|#...#|####.',
  C: '.###.|#...#|#....|#....|#....|#...#|.###.',
  D: '####.|#...#|#...#|#...#|#...#|#...#|####.',
  E: '#####|#....|#....|####.|#....|#....|#####',
  F: '#####|#....|#....|####.|#....|#....|#....',
  G: '.###.|#...#|#....|#.###|#...#|#...#|.####',
  H: '#...#|#...#|#...#|#####|#...#|#...#|#...#',
  I: '.###.|..#..|..#..|..#..|..#..|..#..|.###.',
  J: '..###|...#.|...#.|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#',
  L: '#....|#....|#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#.#.#|#...#|#...#|#...#',
  N: '#...#|#...#|##..#|#.#.#|#..##|#...#|#...#',
  O: '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  P: '####.|#...#|#...#|####.|#....|#....|#....',
  Q: '.###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|#...#|####.|#.#..|#..#.|#...#',
  S: '.####|#....|#....|.###.|....#|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.',
  X: '#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#',
  Y: '#...#|#...#|.#.#.|..#..|..#..|..#..|..#..',
  Z: '#####|....#|...#.|..#..|.#...|#....|#####',
  '0': '.###.|#...#|#..##|#.#.#|##..#|#...#|.###.',
  '1': '..#..|.##..|..#..|..#..|..#..|..#..|.###.',
  '2': '.###.|#...#|....#|...#.|..#..|.#...|#####',
  '3': '#####|...#.|..#..|...#.|....#|#...#|.###.',
  '4': '...#.|..##.|.#.#.|#..#.|#####|...#.|...#.',
  '5': '#####|#....|####.|....#|....#|#...#|.###.',
  '6': '..##.|.#...|#....|####.|#...#|#...#|.###.',
  '7': '#####|....#|...#.|..#..|.#...|.#...|.#...',
  '8': '.###.|#...#|#...#|.###.|#...#|#...#|.###.',
  '9': '.###.|#...#|#...#|.####|....#|...#.|.##..',
  '-': '.....|.....|.....|#####|.....|.....|.....',
  '&': '.##..|#..#.|#.#..|.#...|#.#.#|#..#.|.##.#',
  "'": '..#..|..#..|.#...|.....|.....|.....|.....',
  '.': '.....|.....|.....|.....|.....|.##..|.##..',
  '!': '..#..|..#..|..#..|..#..|..#..|.....|..#..',
  ':': '.....|.##..|.##..|.....|.##..|.##..|.....',
};

type TRgb = [number, number, number];

/** The glyphs of `text` that the font has (upper-cased, accents stripped). */
function glyphsOf(text: string): string[][] {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()].flatMap((c) => {
    const g = GLYPHS[c];
    return g ? [g.split('|')] : c === ' ' ? [Array.from({ length: 7 }, () => '.....')] : [];
  });
}

class Canvas {
  readonly px: Uint8Array;
  constructor(readonly size: number) {
    this.px = new Uint8Array(size * size * 3);
  }
  /** Blends `rgb` over pixel (x, y) at `alpha` (0..1). */
  blend(x: number, y: number, rgb: TRgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.size || y >= this.size || alpha <= 0) return;
    const i = (y * this.size + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) this.px[i + c] = ((this.px[i + c] as number) * (1 - a) + rgb[c as 0 | 1 | 2] * a + 0.5) | 0;
  }
  /** `text` centred on `centreX`, its capitals `cell` × 7 px tall from `top`, `gap` cells between letters. */
  text(text: string, centreX: number, top: number, cell: number, gap: number, rgb: TRgb, alpha: number): void {
    const glyphs = glyphsOf(text);
    if (!glyphs.length) return;
    const width = glyphs.length * 5 * cell + (glyphs.length - 1) * gap * cell;
    let left = Math.round(centreX - width / 2);
    for (const rows of glyphs) {
      rows.forEach((row, r) => {
        for (let col = 0; col < 5; col++) {
          if (row[col] !== '#') continue;
          for (let dy = 0; dy < cell; dy++) for (let dx = 0; dx < cell; dx++) this.blend(left + col * cell + dx, top + r * cell + dy, rgb, alpha);
        }
      });
      left += (5 + gap) * cell;
    }
  }
}

export interface TRasterIcon {
  name: string;
  /** The hue and centres the SVG icon uses (icons.ts), so both formats draw the same icon. */
  hue: number;
  glowX: number;
  glowY: number;
}

const WHITE: TRgb = [255, 255, 255];

/** The game icon as a PNG (see the file's comment). */
export function gameIconPng({ name, hue, glowX, glowY }: TRasterIcon): Buffer {
  const size = ICON_SIZE;
  const canvas = new Canvas(size);
  const from = hslRgb(hue, 72, 52);
  const to = hslRgb(hue + 38, 78, 24);
  const glow = hslRgb(hue + 180, 90, 70);
  const px = canvas.px;
  // Integer stores (| 0): a double stored into a Uint8Array takes V8's slow conversion path.
  const mix = (i: number, rgb: TRgb, a: number) => {
    px[i] = ((px[i] as number) * (1 - a) + rgb[0] * a + 0.5) | 0;
    px[i + 1] = ((px[i + 1] as number) * (1 - a) + rgb[1] * a + 0.5) | 0;
    px[i + 2] = ((px[i + 2] as number) * (1 - a) + rgb[2] * a + 0.5) | 0;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      const i = (y * size + x) * 3;
      px[i] = (from[0] * (1 - t) + to[0] * t + 0.5) | 0;
      px[i + 1] = (from[1] * (1 - t) + to[1] * t + 0.5) | 0;
      px[i + 2] = (from[2] * (1 - t) + to[2] * t + 0.5) | 0;
      // The glow: 0.55 at its centre fading to nothing 70 px out.
      const gx = x + 0.5 - glowX;
      const gy = y + 0.5 - glowY;
      const g2 = gx * gx + gy * gy;
      if (g2 < 4900) mix(i, glow, 0.55 * (1 - Math.sqrt(g2) / 70));
      // The faint disc at (168, 36), r 46, its edge antialiased.
      const dx = x + 0.5 - 168;
      const dy = y + 0.5 - 36;
      const d2 = dx * dx + dy * dy;
      if (d2 < 46.5 * 46.5) mix(i, WHITE, 0.08 * Math.min(1, 46.5 - Math.sqrt(d2)));
    }
  }
  // Initials: capitals 49 px tall (7-px cells), centred.
  canvas.text(initials(name), size / 2, Math.round((size - 49) / 2), 7, 1, WHITE, 0.96);
  return encodePng(size, size, canvas.px);
}
