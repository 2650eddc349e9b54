import { escapeXml, fingerprint, hslHex } from '../../lib/svg';

// Banner, pop-up and promotion images, generated: a wide gradient card with the title, a
// subtitle line and a call-to-action pill. Content-addressed URLs like the game icons.

export const CONTENT_IMAGE_PREFIX = '/api/v1/content/images/';
const IMAGE_STYLE = 'v1';

export type TContentImageKind = 'announcement' | 'promotion';

export interface TContentImage {
  kind: TContentImageKind;
  id: number;
  title: string;
  /** Banner group, content type or promotion category: picks the colour family. */
  tag: string;
}

const FILE = /^(announcement|promotion)-(\d{1,9})(?:-([0-9a-f]{8}))?\.svg$/;

function imageFingerprint(image: TContentImage): string {
  return fingerprint(`${IMAGE_STYLE}|${image.kind}|${image.id}|${image.title}|${image.tag}`);
}

export function contentImageUrl(image: TContentImage): string {
  return `${CONTENT_IMAGE_PREFIX}${image.kind}-${image.id}-${imageFingerprint(image)}.svg`;
}

export function parseContentImageFile(file: string): { kind: TContentImageKind; id: number; print: string | null } | null {
  const m = FILE.exec(file);
  return m ? { kind: m[1] as TContentImageKind, id: Number(m[2]), print: m[3] ?? null } : null;
}

export function isCurrentContentImage(image: TContentImage, print: string | null): boolean {
  return print === imageFingerprint(image);
}

/** Splits a title into at most two lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const out: string[] = [''];
  for (const word of words) {
    const last = out[out.length - 1] ?? '';
    if (last && `${last} ${word}`.length > width) {
      if (out.length === 2) {
        out[1] = `${last}…`;
        break;
      }
      out.push(word);
    } else out[out.length - 1] = last ? `${last} ${word}` : word;
  }
  return out;
}

export function contentImageSvg(image: TContentImage): string {
  const seed = parseInt(imageFingerprint(image), 16);
  const hue = (parseInt(fingerprint(image.tag), 16) % 360) + ((seed % 41) - 20);
  const label = escapeXml(image.title);
  const titleLines = lines(image.title, 24);
  const font = "system-ui, -apple-system, 'Segoe UI', sans-serif";
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="48" y="${titleLines.length === 1 ? 160 : 122 + i * 52}" font-family="${font}" font-size="40" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 42)}"/><stop offset="1" stop-color="${hslHex(hue + 50, 75, 18)}"/></linearGradient>`,
    '<clipPath id="card"><rect width="750" height="300" rx="24"/></clipPath>',
    '</defs>',
    '<g clip-path="url(#card)">',
    '<rect width="750" height="300" fill="url(#bg)"/>',
    `<circle cx="${600 + (seed % 80)}" cy="${60 + ((seed >>> 8) % 60)}" r="150" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="690" cy="260" r="90" fill="${hslHex(hue + 180, 85, 60)}" fill-opacity="0.25"/>`,
    text,
    // A language-neutral call to action: an arrow in a pill (the page around it says what to do).
    `<rect x="48" y="214" width="96" height="48" rx="24" fill="#ffffff" fill-opacity="0.92"/>`,
    `<path d="M78 238h34m-12-12 12 12-12 12" stroke="${hslHex(hue, 70, 30)}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
