/**
 * A small one-colour PNG as a data URL, drawn without a canvas so tests over HTTP (in Node) can
 * send a photo the way the signup's picker does. Uncompressed: the deflate stream holds stored
 * blocks, which every PNG reader takes.
 */
export function pngDataUrl(width: number, height: number, [red, green, blue]: RgbColour): string {
  // Each row: filter type 0 (none), then RGB per pixel.
  const row = [0, ...Array.from({ length: width }, () => [red, green, blue]).flat()];
  const pixels = Uint8Array.from(Array.from({ length: height }, () => row).flat());
  const header = [...be32(width), ...be32(height), 8, 2, 0, 0, 0]; // 8-bit RGB
  const bytes = [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(pixels)),
    ...chunk('IEND', []),
  ];
  return `data:image/png;base64,${btoa(bytes.map((byte) => String.fromCharCode(byte)).join(''))}`;
}

export type RgbColour = [number, number, number];

const be32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];

function chunk(type: string, data: ArrayLike<number>): number[] {
  const typed = [...type].map((letter) => letter.charCodeAt(0));
  const body = [...typed, ...Array.from(data)];
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** A zlib stream of stored (uncompressed) deflate blocks, at most 65,535 bytes each. */
function zlibStored(data: Uint8Array): number[] {
  const out = [0x78, 0x01];
  for (let start = 0; start === 0 || start < data.length; start += 0xffff) {
    const block = data.subarray(start, start + 0xffff);
    const last = start + 0xffff >= data.length ? 1 : 0;
    const size = [block.length & 255, block.length >>> 8];
    out.push(last, ...size, ...size.map((byte) => byte ^ 255), ...block);
  }
  return [...out, ...be32(adler32(data))];
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
