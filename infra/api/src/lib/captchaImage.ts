import { randomInt } from 'node:crypto';
import { encodePng } from './png';
import { hslRgb } from './svg';

// The image captcha, drawn as pixels (a PNG): the answer is in no markup and no path a script can
// parse and fit (the SVG it replaces drew each digit as its own stroked path, and a 60-line
// script read it every time). Each digit is drawn from one of three stroke "fonts" (angular,
// round, and round with a broad-nib pen whose width follows the stroke's direction), scaled,
// sheared, rotated and set off on its own; the whole line is bent by a wave; digits lean into
// each other; dark curves as thick as thin strokes cross them and dots are scattered over them;
// the colours change every time. A person reads it at phone size (the screen shows it 96 × 36 px;
// it is drawn at twice that). It is not meant to beat a trained OCR model: that is what the
// risk-engine seam is for (docs/decisions/accounts-human-check.md).

// Math's functions as module bindings: inside Jest's sandbox every global lookup goes through the
// context's interceptors, which made the pixel loops fifteen times slower there than in the server.
const { abs, atan2, ceil, cos, floor, hypot, max, min, PI, round, sin, sqrt } = Math;

type TPoint = readonly [number, number];
/** A glyph: strokes (polylines) on a 10 × 16 grid, y downwards. */
type TGlyph = readonly (readonly TPoint[])[];

/** Points of an elliptic arc on the glyph grid (degrees, 0 = right, 90 = down), every 15°. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): TPoint[] {
  const steps = max(2, ceil(abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * PI) / 180;
    return [cx + rx * cos(a), cy + ry * sin(a)] as const;
  });
}

/** Angular digits: straight strokes (the old SVG captcha's glyphs too: captchaImage.testkit.ts). */
export const ANGULAR: Record<string, TGlyph> = {
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

/** Round digits: arcs and open forms. */
const ROUND: Record<string, TGlyph> = {
  '0': [arc(5, 8, 5, 8, -90, 270)],
  '1': [
    [
      [3.5, 3],
      [6.5, 0],
      [6.5, 16],
    ],
    [
      [3.5, 16],
      [9.5, 16],
    ],
  ],
  '2': [[...arc(5, 4.5, 5, 4.5, 190, 395), [0, 16], [10.5, 15.5]]],
  '3': [[...arc(5, 4, 4.5, 4, 200, 450), ...arc(5, 12, 5, 4, 270, 515)]],
  '4': [
    [
      [6.5, 0],
      [0, 11],
      [10, 11],
    ],
    [
      [8, 5],
      [8, 16],
    ],
  ],
  '5': [[[9.5, 0], [2, 0], [1, 7.5], ...arc(5, 11, 5, 5, 230, 500)]],
  '6': [[[8.5, 0], [4, 2], [1.2, 6], ...arc(5, 11, 5, 5, 185, 545)]],
  '7': [
    [
      [0, 0.5],
      [10, 0],
      [6.5, 6],
      [4, 16],
    ],
    [
      [3, 8],
      [9, 8],
    ],
  ],
  '8': [[...arc(5, 4, 4.2, 4, 90, 450), ...arc(5, 12, 5, 4, 270, 630)]],
  '9': [[...arc(5, 5, 5, 5, 0, 360), [9.5, 10], [7, 14], [2, 16]]],
};

/** The stroke fonts: [glyphs, broad-nib pen]. A broad nib draws thin along its angle, thick across. */
const FONTS: readonly (readonly [Record<string, TGlyph>, boolean])[] = [
  [ANGULAR, false],
  [ROUND, false],
  [ROUND, true],
];

export const CAPTCHA_WIDTH = 192;
export const CAPTCHA_HEIGHT = 72;
const W = CAPTCHA_WIDTH;
const H = CAPTCHA_HEIGHT;

/** Uniform in [min, max), from the CSPRNG (the layout must not predict the answer). */
const rand = (lo: number, hi: number) => lo + (randomInt(0, 1_000_000) / 1_000_000) * (hi - lo);

/** `length` random digits. */
export function captchaAnswer(length: number): string {
  let s = '';
  for (let i = 0; i < length; i += 1) s += String(randomInt(0, 10));
  return s;
}

/** An RGB picture being drawn: 3 floats a pixel. */
type TCanvas = Float32Array;

/**
 * Coverage of a thick line (a capsule of radius r from a to b) added into `mask` (max, so joints
 * do not darken twice), anti-aliased over one pixel.
 */
function strokeSegment(mask: Float32Array, ax: number, ay: number, bx: number, by: number, r: number): void {
  const x0 = max(0, floor(min(ax, bx) - r - 1));
  const x1 = min(W - 1, ceil(max(ax, bx) + r + 1));
  const y0 = max(0, floor(min(ay, by) - r - 1));
  const y1 = min(H - 1, ceil(max(ay, by) + r + 1));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1e-9;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const t = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      const ex = x - (ax + t * dx);
      const ey = y - (ay + t * dy);
      const cover = min(1, r + 0.5 - sqrt(ex * ex + ey * ey));
      if (cover > 0) {
        const i = y * W + x;
        if (cover > (mask[i] as number)) mask[i] = cover;
      }
    }
  }
}

/** Draws a polyline in image coordinates, cut into short pieces so a warp can bend it. */
function strokePolyline(mask: Float32Array, points: readonly TPoint[], width: (dx: number, dy: number) => number, warp: (p: TPoint) => TPoint): void {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] as TPoint;
    const [bx, by] = points[i] as TPoint;
    const pieces = max(1, ceil(hypot(bx - ax, by - ay) / 2.5));
    const r = width(bx - ax, by - ay) / 2;
    let prev = warp([ax, ay]);
    for (let k = 1; k <= pieces; k++) {
      const next = warp([ax + ((bx - ax) * k) / pieces, ay + ((by - ay) * k) / pieces]);
      strokeSegment(mask, prev[0], prev[1], next[0], next[1], r);
      prev = next;
    }
  }
}

/** Blends `color` into the canvas where `mask` covers, at `opacity`. */
function paint(canvas: TCanvas, mask: Float32Array, color: readonly [number, number, number], opacity = 1): void {
  for (let i = 0; i < mask.length; i++) {
    const a = (mask[i] as number) * opacity;
    if (a <= 0) continue;
    const at = i * 3;
    for (let c = 0; c < 3; c++) canvas[at + c] = (canvas[at + c] as number) * (1 - a) + (color[c] as number) * a;
  }
}

/** A gentle wave through the whole line of digits: strokes bend, no two images alike. */
function makeWarp(): (p: TPoint) => TPoint {
  const ax = rand(1.5, 3);
  const ay = rand(2, 4);
  const fx = rand(0.025, 0.05);
  const fy = rand(0.05, 0.1);
  const px = rand(0, 2 * PI);
  const py = rand(0, 2 * PI);
  return ([x, y]) => [x + ax * sin(y * fy + px), y + ay * sin(x * fx + py)];
}

/** How one digit sits in the picture. */
export interface TGlyphPose {
  font: number;
  /** Centre of the glyph in pixels. */
  cx: number;
  cy: number;
  /** Pixels per glyph unit, across and down. */
  sx: number;
  sy: number;
  /** Radians. */
  angle: number;
  shear: number;
  /** Stroke width in pixels. */
  weight: number;
  /** Broad-nib pen angle (radians), for fonts that use one. */
  nib: number;
}

/** Draws one digit's coverage into `mask` at `pose`, bent by `warp`. */
function drawGlyph(mask: Float32Array, digit: string, pose: TGlyphPose, warp: (p: TPoint) => TPoint): void {
  const [glyphs, broadNib] = FONTS[pose.font] ?? FONTS[0]!;
  const cosA = cos(pose.angle);
  const sinA = sin(pose.angle);
  const place = ([gx, gy]: TPoint): TPoint => {
    const x0 = (gx - 5) * pose.sx;
    const y0 = (gy - 8) * pose.sy;
    const xs = x0 + pose.shear * y0;
    return [pose.cx + xs * cosA - y0 * sinA, pose.cy + xs * sinA + y0 * cosA];
  };
  // A broad nib: thin along its own angle, full width across it.
  const width = broadNib ? (dx: number, dy: number) => pose.weight * (0.45 + 0.75 * abs(sin(atan2(dy, dx) - pose.nib))) : () => pose.weight;
  for (const stroke of glyphs[digit] ?? []) strokePolyline(mask, stroke.map(place), width, warp);
}

/**
 * The coverage (0..1, W × H) of one digit drawn upright, unwarped, filling the picture's height:
 * the reference an attacker would render to match against (tests use it for that).
 */
export function referenceGlyph(digit: string, font: number): Float32Array {
  const mask = new Float32Array(W * H);
  drawGlyph(mask, digit, { font, cx: W / 2, cy: H / 2, sx: 2.9, sy: 2.9, angle: 0, shear: 0, weight: 4, nib: PI / 4 }, (p) => p);
  return mask;
}

/** A random pose for digit `index` of `count`: neighbours lean into each other. */
function randomPose(index: number, count: number): TGlyphPose {
  const pitch = (W - 22) / count;
  const scale = rand(2.35, 2.95);
  return {
    font: randomInt(0, FONTS.length),
    cx: 11 + pitch * (index + 0.5) + rand(-3, 3),
    cy: H / 2 + rand(-5, 5),
    sx: scale * rand(0.85, 1.1),
    sy: scale,
    angle: (rand(-20, 20) * PI) / 180,
    shear: rand(-0.3, 0.3),
    weight: rand(3.6, 5),
    nib: rand(0, PI),
  };
}

/** Light background: a diagonal gradient between two pale colours, then pale blotches. */
function background(canvas: TCanvas): void {
  const hue = randomInt(0, 360);
  const a = hslRgb(hue, randomInt(30, 70), randomInt(84, 93));
  const b = hslRgb(hue + randomInt(60, 180), randomInt(30, 70), randomInt(84, 93));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x / W + y / H) / 2;
      const at = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) canvas[at + c] = (a[c] as number) * (1 - t) + (b[c] as number) * t;
    }
  }
  const mask = new Float32Array(W * H);
  for (let i = 0; i < 6; i++) {
    mask.fill(0);
    const x = rand(0, W);
    const y = rand(0, H);
    strokeSegment(mask, x, y, x + rand(-20, 20), y + rand(-8, 8), rand(5, 12));
    paint(canvas, mask, hslRgb(randomInt(0, 360), 50, randomInt(70, 88)), 0.5);
  }
}

/** A dark colour for ink (digits and the lines that cross them alike). */
const ink = (): [number, number, number] => hslRgb(randomInt(0, 360), randomInt(40, 80), randomInt(14, 36));

/**
 * Curves across the whole picture, as dark as the digits and as thick as their thin strokes, so
 * neither column gaps nor colour nor width separate them from the glyphs; and dark dots.
 */
function interference(canvas: TCanvas, warp: (p: TPoint) => TPoint): void {
  const mask = new Float32Array(W * H);
  const lines = randomInt(2, 4);
  for (let i = 0; i < lines; i++) {
    mask.fill(0);
    const y0 = rand(10, H - 10);
    const amp = rand(6, 18);
    const freq = rand(0.015, 0.045);
    const phase = rand(0, 2 * PI);
    const slope = rand(-0.15, 0.15);
    const points: TPoint[] = [];
    for (let x = -4; x <= W + 4; x += 4) points.push([x, y0 + slope * (x - W / 2) + amp * sin(x * freq + phase)]);
    const width = rand(1.6, 2.8);
    strokePolyline(mask, points, () => width, warp);
    paint(canvas, mask, ink(), rand(0.75, 1));
  }
  // Short arcs near the digits' centre line.
  for (let i = 0; i < 3; i++) {
    mask.fill(0);
    const cx = rand(20, W - 20);
    const cy = rand(H * 0.3, H * 0.7);
    const r = rand(8, 18);
    const from = rand(0, 360);
    const points = arc(cx, cy, r, r * rand(0.6, 1.2), from, from + rand(90, 200));
    const width = rand(1.4, 2.4);
    strokePolyline(
      mask,
      points,
      () => width,
      (p) => p,
    );
    paint(canvas, mask, ink(), rand(0.7, 1));
  }
  mask.fill(0);
  for (let i = 0; i < 90; i++) {
    const x = rand(0, W);
    const y = rand(0, H);
    strokeSegment(mask, x, y, x + rand(-1.5, 1.5), y + rand(-1.5, 1.5), rand(0.5, 1.1));
  }
  paint(canvas, mask, ink(), 0.8);
}

/** The picture of `answer` (digits only) as 8-bit RGB, row by row. */
export function captchaPixels(answer: string): Uint8Array {
  const canvas: TCanvas = new Float32Array(W * H * 3);
  background(canvas);
  const warp = makeWarp();
  const mask = new Float32Array(W * H);
  [...answer].forEach((digit, i) => {
    mask.fill(0);
    drawGlyph(mask, digit, randomPose(i, answer.length), warp);
    paint(canvas, mask, ink());
  });
  interference(canvas, warp);
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = max(0, min(255, round(canvas[i] as number)));
  return rgb;
}

/** The PNG of `answer`. */
export function captchaPng(answer: string): Buffer {
  return encodePng(W, H, captchaPixels(answer));
}

/** `data:image/png;base64,...` of `answer` (an <img> shows it; the CSP's img-src allows data:). */
export function captchaDataUrl(answer: string): string {
  return `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
}
