/** A small integer hash, so looks and pictures vary without any random source. */
export function hash(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ part, 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

export const choose = <T>(list: readonly T[], ...parts: number[]): T =>
  list[hash(...parts) % list.length]!;
