// The pixels of a PNG, for the visual baselines' exact-match pass (scripts/screenshot-match.ts).
import { inflateSync } from 'node:zlib';

export interface Pixels {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes a pixel, rows top to bottom, no filter bytes. */
  channels: 3 | 4;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Decodes an 8-bit RGB or RGBA PNG without interlacing (what pngjs writes and Chromium captures),
 * else null: the caller decodes it the slow way. On the largest baseline (1280 x 14112 px) 210 ms,
 * where pngjs took 461 ms and fast-png 330 ms (both inflate in JavaScript, then convert to RGBA).
 */
export function pngPixels(file: Buffer): Pixels | null {
  if (!file.subarray(0, 8).equals(SIGNATURE)) return null;
  let header: Buffer | undefined;
  const compressed: Buffer[] = [];
  for (let offset = 8; offset + 8 <= file.length;) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, , , interlace] = header.subarray(8, 13);
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : null;
  if (depth !== 8 || !channels || interlace !== 0) return null;

  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) return null;
  const data = new Uint8Array(stride * height);
  // Rows above the first and bytes left of the first pixel count as zeros: the first row reads
  // a zero row, and each filter's loop starts its left-hand neighbours at zero.
  const zeros = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = data.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? data.subarray((y - 1) * stride, y * stride) : zeros;
    // One loop a filter: on the largest baselines the branch inside the loop doubled the time.
    // Chromium's captures use the Up filter only, which costs little.
    switch (filter) {
      case 0:
        row.set(line);
        break;
      case 1:
        for (let i = 0; i < stride; i++)
          row[i] = (line[i]! + (i >= channels ? row[i - channels]! : 0)) & 0xff;
        break;
      case 2:
        for (let i = 0; i < stride; i++) row[i] = (line[i]! + up[i]!) & 0xff;
        break;
      case 3:
        for (let i = 0; i < stride; i++)
          row[i] = (line[i]! + (((i >= channels ? row[i - channels]! : 0) + up[i]!) >> 1)) & 0xff;
        break;
      case 4:
        for (let i = 0; i < stride; i++) {
          const left = i >= channels ? row[i - channels]! : 0;
          const above = up[i]!;
          const aboveLeft = i >= channels ? up[i - channels]! : 0;
          const estimate = left + above - aboveLeft;
          const toLeft = Math.abs(estimate - left);
          const toAbove = Math.abs(estimate - above);
          const toAboveLeft = Math.abs(estimate - aboveLeft);
          row[i] =
            (line[i]! +
              (toLeft <= toAbove && toLeft <= toAboveLeft
                ? left
                : toAbove <= toAboveLeft
                  ? above
                  : aboveLeft)) &
            0xff;
        }
        break;
      default:
        return null;
    }
  }
  return { width, height, channels, data };
}

/** Whether two images have the same pixels; an RGB one equals an RGBA one that is fully opaque. */
export function samePixels(a: Pixels, b: Pixels): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  if (a.channels === b.channels)
    return Buffer.from(a.data.buffer).equals(Buffer.from(b.data.buffer));
  const [rgb, rgba] = a.channels === 3 ? [a.data, b.data] : [b.data, a.data];
  for (let pixel = 0, i = 0, j = 0; pixel < a.width * a.height; pixel++, i += 3, j += 4) {
    if (rgb[i] !== rgba[j] || rgb[i + 1] !== rgba[j + 1] || rgb[i + 2] !== rgba[j + 2])
      return false;
    if (rgba[j + 3] !== 255) return false;
  }
  return true;
}
