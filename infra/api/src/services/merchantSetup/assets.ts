import { BRAND_ASSET_MAX_BYTES, BRAND_ICON_MIN_PX } from '@tessera/contract/api';
import { createHash } from 'node:crypto';
import { ApiError } from '../../errors';

// Brand images an operator uploads (logo, app icon). They are served from this site to every
// player, so nothing in them may run or reach elsewhere: SVG goes through DOMPurify's SVG profile
// (scripts, event handlers, foreignObject, javascript: links removed) plus hooks of ours that drop
// every reference outside the document (href, url(), @import); PNG keeps only the chunks that draw
// the picture (no text, no metadata). docs/decisions/merchant-setup.md.

export type TAssetSlot = 'logo' | 'icon';

export interface TCleanAsset {
  contentType: 'image/svg+xml' | 'image/png';
  bytes: Buffer;
  hash: string;
  width?: number;
  height?: number;
}

type TPurify = { sanitize(dirty: string, config: Record<string, unknown>): string };
let purifier: TPurify | undefined;

/**
 * DOMPurify over a jsdom window, made on first use: jsdom costs about 2 s and 60 MB to load
 * (measured here), which only a process that receives an upload should pay.
 */
async function purify(): Promise<TPurify> {
  if (purifier) return purifier;
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Only references inside the document survive: href="#id", url(#id).
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    const outside = (v: string) => /url\s*\(\s*(?!['"]?#)/i.test(v) || /@import|expression\s*\(|javascript:/i.test(v);
    if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) data.keepAttr = false;
    else if (outside(value)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/** Loads the sanitiser now (a test's warm-up; the server loads it on the first upload). */
export async function loadSanitiser(): Promise<void> {
  await purify();
}

/** The cleaned SVG text, or BRAND_ASSET_INVALID when nothing drawable is left. */
export async function sanitizeSvg(svg: string): Promise<string> {
  const clean = (await purify()).sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <style> could @import or url() from elsewhere; <image> and <use> fetch other documents.
    FORBID_TAGS: ['style', 'image', 'use', 'foreignObject', 'script', 'a'],
    FORBID_ATTR: ['xml:base'],
  });
  const trimmed = clean.trim();
  if (!/^<svg[\s>]/i.test(trimmed) || !/<\/svg>$/i.test(trimmed)) {
    throw new ApiError('BRAND_ASSET_INVALID', { field: 'asset', reason: 'The file is not an SVG image (it must be one <svg> element)' });
  }
  if (!/<(path|rect|circle|ellipse|line|polyline|polygon|text)\b/i.test(trimmed)) {
    throw new ApiError('BRAND_ASSET_INVALID', {
      field: 'asset',
      reason: 'Nothing drawable is left in the SVG once scripts and outside references are removed',
    });
  }
  // A standalone SVG document needs its namespace; an HTML-parsed <svg> without one gets it here.
  return /^<svg[^>]*\sxmlns=/i.test(trimmed) ? trimmed : trimmed.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The chunks that draw the picture; everything else (text, EXIF, times, private chunks) is dropped. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs']);

/** The PNG with only its picture chunks, and its size; BRAND_ASSET_INVALID for anything that is not a whole PNG. */
export function sanitizePng(bytes: Buffer): { bytes: Buffer; width: number; height: number } {
  const invalid = (reason: string) => new ApiError('BRAND_ASSET_INVALID', { field: 'asset', reason });
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw invalid('The file is not a PNG image');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let width = 0;
  let height = 0;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw invalid('The PNG file is cut short');
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) throw invalid('The PNG file has no header');
      width = bytes.readUInt32BE(at + 8);
      height = bytes.readUInt32BE(at + 12);
    }
    if (PNG_KEEP.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended || width === 0 || height === 0) throw invalid('The PNG file is incomplete');
  return { bytes: Buffer.concat(kept), width, height };
}

/** An upload checked, sanitised and measured: BRAND_ASSET_TOO_LARGE over BRAND_ASSET_MAX_BYTES, BRAND_ASSET_INVALID when unusable. */
export async function cleanAsset(slot: TAssetSlot, type: 'svg' | 'png', data: string): Promise<TCleanAsset> {
  let raw: Buffer;
  if (type === 'png') {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data.replace(/\s+/g, '')))
      throw new ApiError('BRAND_ASSET_INVALID', { field: 'asset', reason: 'The PNG must be sent as base64' });
    raw = Buffer.from(data, 'base64');
  } else raw = Buffer.from(data, 'utf8');
  if (raw.length > BRAND_ASSET_MAX_BYTES) {
    throw new ApiError('BRAND_ASSET_TOO_LARGE', {
      field: 'asset',
      bytes: raw.length,
      max: BRAND_ASSET_MAX_BYTES,
      reason: `The image is ${raw.length} bytes; at most ${BRAND_ASSET_MAX_BYTES}`,
    });
  }
  if (slot === 'icon' && type !== 'png')
    throw new ApiError('BRAND_ASSET_INVALID', { field: 'asset', reason: 'The app icon must be a PNG (home screens do not take SVG)' });
  if (type === 'svg') {
    const bytes = Buffer.from(await sanitizeSvg(raw.toString('utf8')), 'utf8');
    return { contentType: 'image/svg+xml', bytes, hash: sha256(bytes) };
  }
  const png = sanitizePng(raw);
  if (slot === 'icon' && (png.width !== png.height || png.width < BRAND_ICON_MIN_PX)) {
    throw new ApiError('BRAND_ASSET_INVALID', {
      field: 'asset',
      reason: `The app icon must be square and at least ${BRAND_ICON_MIN_PX} px wide; this one is ${png.width}×${png.height}`,
    });
  }
  return { contentType: 'image/png', bytes: png.bytes, hash: sha256(png.bytes), width: png.width, height: png.height };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
