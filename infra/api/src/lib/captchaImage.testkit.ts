// Test helpers for the image captcha (used by captchaImage.test.ts only): the SVG generator it
// replaced, kept verbatim so a test can show what was wrong with it, the script that read it (issue
// 30 item 6: each digit a separate stroked path whose shape can be fitted), and a pixel-template
// attack on the PNG that replaced it.
import { randomInt } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { ANGULAR, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, referenceGlyph } from './captchaImage';

// ---- The old generator (infra/api/src/lib/captchaImage.ts before issue 30) ----

/** Each digit as strokes (polylines) on a 10 × 16 grid: the old generator drew the angular set the new one still uses. */
export const LEGACY_GLYPHS = ANGULAR;

const WIDTH = 160;
const HEIGHT = 50;

/** Uniform in [min, max), from the CSPRNG (the layout must not predict the answer). */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);
const color = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(22, 42)}%)`;

function digitPaths(digit: string, index: number, count: number): string[] {
  const strokes = LEGACY_GLYPHS[digit] ?? [];
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
export function legacyCaptchaSvg(answer: string): string {
  const elements = shuffle([...answer].flatMap((d, i) => digitPaths(d, i, answer.length)).concat(noise()));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="hsl(${randomInt(0, 360)},30%,94%)"/>${elements.join('')}</svg>`;
}

// ---- The script that read it: group the stroked paths by their stroke, fit each group ----

type TPt = [number, number];

/** Least-squares affine map template → observed (point lists of equal length); answers the RMS residual. */
function affineResidual(template: TPt[], observed: TPt[]): number {
  // Normal equations of [x y 1] · [a b c]ᵀ = x' (and the same for y').
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  template.forEach(([x, y], i) => {
    const row = [x, y, 1];
    const [ox, oy] = observed[i] as TPt;
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) m[r * 3 + c] = (m[r * 3 + c] as number) + (row[r] as number) * (row[c] as number);
      vx[r] = (vx[r] as number) + (row[r] as number) * ox;
      vy[r] = (vy[r] as number) + (row[r] as number) * oy;
    }
  });
  const solve = (v: number[]): number[] => {
    // Cramer's rule on the 3 × 3 system.
    const det = (a: number[]) =>
      (a[0] as number) * ((a[4] as number) * (a[8] as number) - (a[5] as number) * (a[7] as number)) -
      (a[1] as number) * ((a[3] as number) * (a[8] as number) - (a[5] as number) * (a[6] as number)) +
      (a[2] as number) * ((a[3] as number) * (a[7] as number) - (a[4] as number) * (a[6] as number));
    const d = det(m) || 1e-9;
    return [0, 1, 2].map((k) => det(m.map((value, i) => (i % 3 === k ? (v[Math.floor(i / 3)] as number) : value))) / d);
  };
  const [a = 0, b = 0, c = 0] = solve(vx);
  const [d = 0, e = 0, f = 0] = solve(vy);
  let sum = 0;
  template.forEach(([x, y], i) => {
    const [ox, oy] = observed[i] as TPt;
    sum += (a * x + b * y + c - ox) ** 2 + (d * x + e * y + f - oy) ** 2;
  });
  return Math.sqrt(sum / template.length);
}

/**
 * Reads a captcha of the old kind: straight-line paths (M/L only; the noise curves use C) grouped
 * by stroke colour and width (one group per digit), each group fitted against every digit's
 * strokes with an affine map, the best fit wins; digits ordered left to right.
 */
export function solveSvgCaptcha(svg: string): string {
  const groups = new Map<string, TPt[][]>();
  for (const [, d = '', style = ''] of svg.matchAll(/<path d="([ML0-9. -]+)"([^>]*)\/>/g)) {
    const key = /stroke="([^"]+)" stroke-width="([^"]+)"/.exec(style)?.slice(1).join('|') ?? '';
    const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as TPt);
    groups.set(key, [...(groups.get(key) ?? []), points]);
  }
  const digits = [...groups.values()].map((strokes) => {
    const all = strokes.flat();
    const centre = all.reduce((s, [x]) => s + x, 0) / all.length;
    let best = { digit: '?', residual: Infinity };
    for (const [digit, glyph] of Object.entries(LEGACY_GLYPHS)) {
      if (glyph.length !== strokes.length) continue;
      // Strokes in the order of their point counts (a shuffled SVG keeps each path intact).
      const bySize = <T extends unknown[]>(list: T[]) => [...list].sort((p, q) => p.length - q.length);
      const t = bySize(glyph.map((s) => s.map(([x = 0, y = 0]) => [x, y] as TPt)));
      const o = bySize(strokes);
      if (t.some((s, i) => s.length !== o[i]?.length)) continue;
      const residual = affineResidual(t.flat(), o.flat());
      if (residual < best.residual) best = { digit, residual };
    }
    return { centre, digit: best.digit };
  });
  return digits
    .sort((a, b) => a.centre - b.centre)
    .map((d) => d.digit)
    .join('');
}

// ---- A pixel-template attack on the PNG ----

// Module bindings for Math: global lookups are slow inside Jest's sandbox.
const { abs, floor, max, min, round } = Math;

/** RGB pixels of a PNG of 8-bit RGB (what png.ts writes): inflate, then undo each row's filter. */
export function decodePng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2) throw new Error('decodePng: only 8-bit RGB');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= 3 ? (rgb[y * stride + i - 3] as number) : 0;
      const b = y > 0 ? (rgb[(y - 1) * stride + i] as number) : 0;
      const c = i >= 3 && y > 0 ? (rgb[(y - 1) * stride + i - 3] as number) : 0;
      const p = a + b - c;
      const paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter ?? 0] ?? 0;
      rgb[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}

const CELL_W = 10;
const CELL_H = 16;

/** The ink of a picture: 1 where a pixel is dark (the digits are drawn dark on a pale ground). */
function inkOf(rgb: Uint8Array): Float32Array {
  const ink = new Float32Array(rgb.length / 3);
  for (let i = 0; i < ink.length; i++) {
    const luminance = 0.299 * (rgb[i * 3] as number) + 0.587 * (rgb[i * 3 + 1] as number) + 0.114 * (rgb[i * 3 + 2] as number);
    ink[i] = luminance < 140 ? 1 : 0;
  }
  return ink;
}

/** The ink between columns x0..x1 cropped to its rows and scaled to a 10 × 16 grid (shares of ink per cell). */
function cell(ink: Float32Array, width: number, height: number, x0: number, x1: number): Float32Array {
  let top = height;
  let bottom = -1;
  let left = x1;
  let right = x0 - 1;
  for (let y = 0; y < height; y++) {
    for (let x = x0; x < x1; x++) {
      if (!ink[y * width + x]) continue;
      top = min(top, y);
      bottom = max(bottom, y);
      left = min(left, x);
      right = max(right, x);
    }
  }
  const out = new Float32Array(CELL_W * CELL_H);
  if (bottom < 0) return out;
  const w = right - left + 1;
  const h = bottom - top + 1;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const cx = min(CELL_W - 1, floor(((x - left) * CELL_W) / w));
      const cy = min(CELL_H - 1, floor(((y - top) * CELL_H) / h));
      out[cy * CELL_W + cx] = (out[cy * CELL_W + cx] as number) + (ink[y * width + x] as number) / ((w / CELL_W) * (h / CELL_H));
    }
  }
  return out;
}

/** Reference digits, rendered by the generator itself upright and clean, in each of its fonts. */
let references: { digit: string; cell: Float32Array }[] | null = null;
function referenceCells(): { digit: string; cell: Float32Array }[] {
  if (references) return references;
  references = [];
  for (let font = 0; font < 3; font++) {
    for (let d = 0; d < 10; d++) {
      const mask = referenceGlyph(String(d), font);
      const ink = mask.map((v) => (v > 0.5 ? 1 : 0));
      references.push({ digit: String(d), cell: cell(ink, CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 0, CAPTCHA_WIDTH) });
    }
  }
  return references;
}

/**
 * Reads `count` digits from pixels: dark pixels, columns cut where the fewest dark pixels are
 * near the evenly spaced boundaries, each piece cropped and matched to the nearest reference.
 */
export function solveRasterPixels(rgb: Uint8Array, width: number, height: number, count: number): string {
  const ink = inkOf(rgb);
  const columns = Array.from({ length: width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < height; y++) n += ink[y * width + x] as number;
    return n;
  });
  const inked = columns.map((n, x) => (n > 0 ? x : -1)).filter((x) => x >= 0);
  const start = inked[0] ?? 0;
  const end = (inked[inked.length - 1] ?? width - 1) + 1;
  const cuts = [start];
  for (let k = 1; k < count; k++) {
    const expected = round(start + ((end - start) * k) / count);
    let best = expected;
    for (let x = expected - 8; x <= expected + 8; x++) if (x > start && x < end && (columns[x] as number) < (columns[best] as number)) best = x;
    cuts.push(best);
  }
  cuts.push(end);
  let answer = '';
  for (let k = 0; k < count; k++) {
    const piece = cell(ink, width, height, cuts[k] as number, cuts[k + 1] as number);
    let best = { digit: '?', distance: Infinity };
    for (const ref of referenceCells()) {
      let distance = 0;
      for (let i = 0; i < piece.length; i++) distance += ((piece[i] as number) - (ref.cell[i] as number)) ** 2;
      if (distance < best.distance) best = { digit: ref.digit, distance };
    }
    answer += best.digit;
  }
  return answer;
}

/** The attack on a PNG captcha. */
export function solveRasterCaptcha(png: Buffer, count: number): string {
  const { width, height, rgb } = decodePng(png);
  return solveRasterPixels(rgb, width, height, count);
}

/**
 * The control: the same digits as the generator draws them but upright, unwarped and without
 * noise, set side by side on white (the attack must read these, or it proves nothing).
 */
export function cleanPixels(answer: string): Uint8Array {
  const rgb = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3).fill(255);
  const pitch = CAPTCHA_WIDTH / answer.length;
  [...answer].forEach((digit, i) => {
    const mask = referenceGlyph(digit, randomInt(0, 3));
    // Shrink the centred reference into its slot (nearest pixel), then ink it.
    const slot = pitch * 0.8;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < slot; x++) {
        const sx = round(CAPTCHA_WIDTH / 2 + (x - slot / 2) * (40 / slot));
        const sy = round(CAPTCHA_HEIGHT / 2 + (y - CAPTCHA_HEIGHT / 2));
        const v = mask[sy * CAPTCHA_WIDTH + sx] ?? 0;
        const at = (y * CAPTCHA_WIDTH + round(pitch * i + pitch * 0.1 + x)) * 3;
        if (v > 0.5) rgb.fill(30, at, at + 3);
      }
    }
  });
  return rgb;
}
