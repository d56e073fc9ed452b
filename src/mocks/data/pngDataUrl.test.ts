import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngDataUrl } from './pngDataUrl';

/** The chunks of a PNG, each with whether its CRC is right. */
function chunks(png: Buffer) {
  const found: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    found.push({ type, data, crcOk: crc32(png.subarray(at + 4, at + 8 + length)) === crc });
    at += 12 + length;
  }
  return found;
}

describe('pngDataUrl', () => {
  it('draws a PNG that zlib and a PNG reader take: signature, header, pixels, checksums', () => {
    const url = pngDataUrl(3, 2, [232, 163, 23]);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.split(',')[1]!, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [header, pixels, end] = chunks(png);
    expect([header!.type, pixels!.type, end!.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([header, pixels, end].every((chunk) => chunk!.crcOk)).toBe(true);
    expect(header!.data.readUInt32BE(0)).toBe(3);
    expect(header!.data.readUInt32BE(4)).toBe(2);
    const rows = inflateSync(pixels!.data); // also checks the Adler-32
    expect([...rows]).toEqual([0, 1].flatMap(() => [0, 232, 163, 23, 232, 163, 23, 232, 163, 23]));
  });

  it('splits pixels over 64 KB into several stored blocks', () => {
    const png = Buffer.from(pngDataUrl(200, 120, [10, 20, 30]).split(',')[1]!, 'base64');
    const rows = inflateSync(chunks(png)[1]!.data);
    expect(rows.length).toBe(120 * (1 + 200 * 3));
    expect(rows[rows.length - 1]).toBe(30);
  });
});
