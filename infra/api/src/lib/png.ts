import { deflateSync } from 'node:zlib';

// A PNG encoder for the generated raster images (game icons, the image captcha): 8-bit RGB, rows
// filtered (Sub for the first, Up for the rest), deflated by node:zlib. No image library: the
// icons are gradients, discs and a bitmap font (services/games/bitmapFont.ts), the captcha is
// stroked glyphs (lib/captchaImage.ts).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 of the PNG spec (ISO 3309), as PNG chunks carry it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * zlib's default level: on these filtered gradients level 9 spends about five times as long in its
 * match search (tens of ms an icon) for 4% fewer bytes; the server draws each icon on first ask.
 */
const DEFLATE_LEVEL = 6;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `rgb` holds width × height pixels, 3 bytes each, row by row from the top. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error(`encodePng: ${rgb.length} bytes for ${width}×${height} RGB`);
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    // Up for every row but the first (Sub): the images are smooth gradients, where either leaves
    // small repeating differences that deflate well.
    if (y === 0) {
      out[at] = 1;
      for (let i = 0; i < stride; i++) out[at + 1 + i] = ((row[i] as number) - (i >= 3 ? (row[i - 3] as number) : 0)) & 0xff;
    } else {
      out[at] = 2;
      const above = rgb.subarray((y - 1) * stride, y * stride);
      for (let i = 0; i < stride; i++) out[at + 1 + i] = ((row[i] as number) - (above[i] as number)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(out, { level: DEFLATE_LEVEL })), chunk('IEND', Buffer.alloc(0))]);
}
