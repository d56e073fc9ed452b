import { describe, expect, it } from 'vitest';
import { chunkGroups, closureOf, indexExports, modulesNamed, type Index } from './chunkGroups';

const LUCIDE = '/p/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const icon = (name: string) => `/p/node_modules/lucide-react/dist/esm/icons/${name}.js`;
const lucideCode = [
  "export { default as Bee, default as BeeIcon, default as LucideBee } from './icons/bee.js';",
  "export { default as Sun } from './icons/sun.js';",
  "export { default as Moon } from './icons/moon.js';",
  "export { createLucideIcon } from './createLucideIcon.js';",
].join('\n');
const lucide: Index = {
  id: LUCIDE,
  specifier: /^lucide-react$/,
  modules: new Map([
    ['Bee', icon('bee')],
    ['Sun', icon('sun')],
    ['Moon', icon('moon')],
  ]),
};

/** A module graph: each module's imports, and its code. */
const graph: Record<string, { importedIds: string[]; code: string }> = {
  '/p/src/app/main.tsx': {
    importedIds: ['/p/src/app/App.tsx', '/p/src/mocks/browser.ts'],
    code: "import { Bee as Logo } from 'lucide-react';",
  },
  '/p/src/app/App.tsx': {
    importedIds: [LUCIDE],
    code: "import { Sun, useNothing } from 'lucide-react';",
  },
  [LUCIDE]: { importedIds: [icon('bee'), icon('sun'), icon('moon')], code: lucideCode },
  [icon('bee')]: { importedIds: [], code: '' },
  [icon('sun')]: { importedIds: [], code: '' },
  [icon('moon')]: { importedIds: [], code: '' },
  '/p/src/mocks/browser.ts': { importedIds: ['/p/node_modules/msw/browser.mjs'], code: '' },
  '/p/node_modules/msw/browser.mjs': {
    importedIds: [],
    code: "import { Moon } from 'lucide-react';",
  },
  '/p/src/components/Toaster/Toaster.tsx': {
    importedIds: ['/p/node_modules/sonner/index.mjs', '/p/src/app/App.tsx'],
    code: '',
  },
  '/p/node_modules/sonner/index.mjs': { importedIds: [], code: '' },
  '/p/src/screens/Events/Events.tsx': { importedIds: [], code: '' },
};
const infoOf = (id: string) => graph[id] ?? null;

describe('the chunk groups', () => {
  it('reads each name an index exports, aliases too, with the module it resolves to', () => {
    const exports = indexExports(lucideCode, (file) =>
      file.startsWith('./icons/') ? `/icons/${file.slice(8)}` : undefined,
    );
    expect(Object.fromEntries(exports)).toEqual({
      Bee: '/icons/bee.js',
      BeeIcon: '/icons/bee.js',
      LucideBee: '/icons/bee.js',
      Sun: '/icons/sun.js',
      Moon: '/icons/moon.js',
    });
  });

  it('finds the modules behind the names a module takes from an index, by their own names', () => {
    const code = [
      "import { useState } from 'react';",
      "import {\n  Bee as Logo,\n  Moon,\n  Nonsense,\n} from 'lucide-react';",
      'import { Sun } from "./lucide-react";',
    ].join('\n');
    expect(modulesNamed(code, [lucide])).toEqual([icon('bee'), icon('moon')]);
  });

  it("follows an index only to the icons the project's own modules name", () => {
    expect([...closureOf('/p/src/app/main.tsx', infoOf, [lucide])].sort()).toEqual(
      [
        '/p/src/app/main.tsx',
        '/p/src/app/App.tsx',
        LUCIDE,
        icon('sun'),
        '/p/src/mocks/browser.ts',
        '/p/node_modules/msw/browser.mjs',
        icon('bee'),
      ].sort(),
    );
  });

  it('puts each module in its group once the graph is built', () => {
    const { plugin, groups } = chunkGroups();
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    buildEnd.call({ getModuleIds: () => Object.keys(graph).values(), getModuleInfo: infoOf });
    const groupOf = (id: string) =>
      groups.find(({ test }) => (test as (id: string) => boolean)(id));
    expect(groupOf('/p/src/mocks/browser.ts')?.name).toBe('mocks');
    expect(groupOf('/p/src/app/App.tsx')?.name).toBe('app');
    expect(groupOf(icon('sun'))?.name).toBe('app');
    expect(groupOf('/p/node_modules/sonner/index.mjs')?.name).toBe('Toaster');
    expect(groupOf(icon('moon'))?.name).toBe('member');
    expect(groups.find(({ name }) => name === 'member')?.minShareCount).toBe(2);
  });
});
