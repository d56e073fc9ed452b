import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pngPixels, samePixels } from './png-pixels.ts';

interface PngJs {
  width: number;
  height: number;
  data: Buffer;
}
// The encoder that writes the baselines (toMatchScreenshot's pngjs) is the reference here.
const { PNG } = createRequire(import.meta.resolve('@vitest/browser'))('pngjs') as {
  PNG: {
    new (options: { width: number; height: number }): PngJs;
    sync: {
      read(buffer: Buffer): PngJs;
      write(
        png: PngJs,
        options: { colorType: number; filterType: number; bitDepth?: number },
      ): Buffer;
    };
  };
};

/** A 64 x 48 picture with gradients, edges and noise, so that every filter has work to do. */
function picture(opaque: boolean) {
  const png = new PNG({ width: 64, height: 48 });
  let seed = 7;
  for (let i = 0; i < png.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 4) % 64;
    const y = Math.floor(i / 4 / 64);
    // Flat areas, hard edges and noise: each of Paeth's three predictors wins somewhere.
    png.data[i] = x < 12 ? 200 : x * 7;
    png.data[i + 1] = x % 5 === 0 ? 0 : y * 11;
    png.data[i + 2] = y < 24 ? (seed >> 16) & 0xff : 90;
    png.data[i + 3] = opaque ? 255 : (x * y) & 0xff;
  }
  return png;
}

describe('pngPixels', () => {
  for (const [colorType, channels] of [
    [2, 3],
    [6, 4],
  ] as const)
    for (const filterType of [0, 1, 2, 3, 4, -1]) {
      it(`reads ${channels === 3 ? 'RGB' : 'RGBA'} rows with filter ${filterType === -1 ? 'chosen per row' : filterType} as pngjs does`, () => {
        const file = PNG.sync.write(picture(channels === 3), { colorType, filterType });
        const pixels = pngPixels(file)!;
        const reference = PNG.sync.read(file);
        expect([pixels.width, pixels.height, pixels.channels]).toEqual([64, 48, channels]);
        const rgba = Buffer.alloc(64 * 48 * 4, 255);
        for (let pixel = 0; pixel < 64 * 48; pixel++)
          for (let c = 0; c < channels; c++)
            rgba[pixel * 4 + c] = pixels.data[pixel * channels + c]!;
        expect(rgba.equals(reference.data)).toBe(true);
      });
    }

  it('leaves other kinds of PNG (16 bits a channel) to the slow path', () => {
    const file = PNG.sync.write(picture(true), { colorType: 6, filterType: 0, bitDepth: 16 });
    expect(pngPixels(file)).toBeNull();
    expect(pngPixels(Buffer.from('not a png'))).toBeNull();
  });
});

describe('samePixels', () => {
  const rgb = pngPixels(PNG.sync.write(picture(true), { colorType: 2, filterType: 4 }))!;
  const rgba = pngPixels(PNG.sync.write(picture(true), { colorType: 6, filterType: 1 }))!;

  it('finds an RGB capture equal to an opaque RGBA baseline of the same pixels', () => {
    expect(samePixels(rgb, rgba)).toBe(true);
    expect(samePixels(rgba, rgb)).toBe(true);
  });

  it('tells one changed byte, a see-through pixel and another size apart', () => {
    const changed = { ...rgb, data: rgb.data.slice() };
    changed.data[500] = changed.data[500]! ^ 1;
    expect(samePixels(changed, rgb)).toBe(false);
    expect(samePixels(changed, rgba)).toBe(false);
    const seeThrough = { ...rgba, data: rgba.data.slice() };
    seeThrough.data[3] = 254;
    expect(samePixels(rgb, seeThrough)).toBe(false);
    expect(samePixels(rgb, { ...rgb, height: 47, data: rgb.data.subarray(0, 64 * 47 * 3) })).toBe(
      false,
    );
  });
});
