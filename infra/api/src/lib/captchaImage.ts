import { randomInt } from 'node:crypto';

// An image captcha without an image library: digits drawn as jittered strokes (SVG paths, no
// <text>, so the answer is not in the markup), with crossing curves and dots as noise, elements in
// random order. It keeps casual scripts out; it is not meant to beat a determined OCR model.

/** Each digit as strokes (polylines) on a 10 × 16 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 13],
      [8, 16],
      [2, 16],
      [0, 13],
      [0, 3],
      [2, 0],
    ],
  ],
  '1': [
    [
      [2, 4],
      [6, 0],
      [6, 16],
    ],
    [
      [2, 16],
      [10, 16],
    ],
  ],
  '2': [
    [
      [0, 3],
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 6],
      [0, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [0, 1],
      [10, 0],
      [4, 7],
      [8, 7],
      [10, 10],
      [10, 14],
      [8, 16],
      [2, 16],
      [0, 14],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [10, 0],
      [1, 0],
      [0, 7],
      [7, 6],
      [10, 9],
      [10, 14],
      [8, 16],
      [0, 15],
    ],
  ],
  '6': [
    [
      [9, 0],
      [3, 2],
      [0, 8],
      [0, 14],
      [2, 16],
      [8, 16],
      [10, 14],
      [10, 10],
      [8, 8],
      [2, 8],
      [0, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 7],
      [1, 5],
      [1, 2],
      [3, 0],
      [7, 0],
      [9, 2],
      [9, 5],
      [5, 7],
      [0, 10],
      [0, 14],
      [2, 16],
      [8, 16],
      [10, 14],
      [10, 10],
      [5, 7],
    ],
  ],
  '9': [
    [
      [10, 6],
      [8, 8],
      [2, 8],
      [0, 6],
      [0, 2],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 8],
      [7, 14],
      [1, 16],
    ],
  ],
};

const WIDTH = 160;
const HEIGHT = 50;

/** Uniform in [min, max), from the CSPRNG (the layout must not predict the answer). */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);
const color = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(22, 42)}%)`;

/** `length` random digits. */
export function captchaAnswer(length: number): string {
  let s = '';
  for (let i = 0; i < length; i += 1) s += String(randomInt(0, 10));
  return s;
}

function digitPaths(digit: string, index: number, count: number): string[] {
  const strokes = GLYPHS[digit] ?? [];
  const cell = (WIDTH - 16) / count;
  const scale = rand(1.7, 2.1);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const cx = 8 + cell * index + cell / 2 + rand(-2, 2);
  const cy = HEIGHT / 2 + rand(-4, 4);
  const skew = rand(-0.25, 0.25);
  const stroke = color();
  const width = fmt(rand(2.2, 3.4));
  return strokes.map((points) => {
    const d = points
      .map(([gx = 0, gy = 0], i) => {
        // Centre the glyph, jitter each point, skew, scale, rotate, then place it in its cell.
        const x0 = (gx - 5 + rand(-0.45, 0.45)) * scale;
        const y0 = (gy - 8 + rand(-0.45, 0.45)) * scale;
        const xs = x0 + skew * y0;
        const x = cx + xs * Math.cos(angle) - y0 * Math.sin(angle);
        const y = cy + xs * Math.sin(angle) + y0 * Math.cos(angle);
        return `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`;
      })
      .join('');
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

function noise(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const d = `M${fmt(rand(0, 20))} ${fmt(rand(0, HEIGHT))}C${fmt(rand(20, 80))} ${fmt(rand(-10, HEIGHT + 10))} ${fmt(rand(80, 140))} ${fmt(rand(-10, HEIGHT + 10))} ${fmt(rand(140, WIDTH))} ${fmt(rand(0, HEIGHT))}`;
    out.push(`<path d="${d}" fill="none" stroke="${color()}" stroke-width="${fmt(rand(1, 2))}" opacity="0.7"/>`);
  }
  for (let i = 0; i < 36; i += 1) {
    out.push(`<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.6, 1.8))}" fill="${color()}" opacity="0.6"/>`);
  }
  return out;
}

/** Fisher-Yates with the CSPRNG. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** The SVG of `answer` (digits only). */
export function captchaSvg(answer: string): string {
  const elements = shuffle([...answer].flatMap((d, i) => digitPaths(d, i, answer.length)).concat(noise()));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="hsl(${randomInt(0, 360)},30%,94%)"/>${elements.join('')}</svg>`;
}

/** `data:image/svg+xml;base64,...` of `answer`. */
export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer), 'utf8').toString('base64')}`;
}
