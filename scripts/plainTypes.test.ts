import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFolder } from './testFolder.ts';
import { describe, expect, it } from 'vitest';
import { plainTypes } from './plainTypes';

describe('plainTypes', () => {
  // A TypeScript program over the contract and zod's types: 2 s alone, more beside other steps.
  it("writes zod's inferred types out as plain ones", { timeout: 30_000 }, () => {
    const written = plainTypes('src/contract/types.ts');
    expect(written).not.toMatch(/zod|z\./);
    expect(written).toMatch(/^export type Comment = \{ id: string; .*\};$/m);
    // Every alias the module exports, each once.
    expect(written.match(/^export type \w+ =/gm)).toHaveLength(23);
  });

  it(
    'keeps unions, literals, optional fields and the names of exported aliases',
    { timeout: 30_000 },
    () => {
      const folder = testFolder('plain-types');
      const file = join(folder, 'shapes.ts');
      writeFileSync(
        file,
        `export type Kind = 'story' | 'event';\nexport type Post = { kind: Kind; at?: string; tags: readonly string[] };\n`,
      );
      expect(plainTypes(file)).toBe(
        `export type Kind = 'story' | 'event';\n` +
          `export type Post = { kind: Kind; at?: string | undefined; tags: readonly string[]; };\n`,
      );
    },
  );
});
