import { describe, expect, it } from 'vitest';
import { chunkGroups, closureOf } from './chunkGroups';

const icon = (name: string) => `/p/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;

/** A module graph: each module's static imports, as Rolldown reports them. */
const graph: Record<string, { importedIds: string[] }> = {
  '/p/src/app/main.tsx': { importedIds: ['/p/src/app/App.tsx', '/p/src/mocks/browser.ts'] },
  '/p/src/app/App.tsx': { importedIds: [icon('sun')] },
  [icon('sun')]: { importedIds: [] },
  [icon('moon')]: { importedIds: [] },
  '/p/src/mocks/browser.ts': { importedIds: ['/p/node_modules/msw/browser.mjs'] },
  '/p/node_modules/msw/browser.mjs': { importedIds: [] },
  '/p/src/components/Toaster/Toaster.tsx': {
    importedIds: ['/p/node_modules/sonner/index.mjs', '/p/src/app/App.tsx'],
  },
  '/p/node_modules/sonner/index.mjs': { importedIds: [] },
  '/p/src/screens/Events/Events.tsx': { importedIds: [icon('moon')] },
};
const infoOf = (id: string) => graph[id] ?? null;

describe('the chunk groups', () => {
  it('takes every module a start reaches through static imports, each once', () => {
    expect([...closureOf('/p/src/app/main.tsx', infoOf)].sort()).toEqual(
      [
        '/p/src/app/main.tsx',
        '/p/src/app/App.tsx',
        icon('sun'),
        '/p/src/mocks/browser.ts',
        '/p/node_modules/msw/browser.mjs',
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
    // The landing's icon in its chunk; a screen's in what the screens share.
    expect(groupOf(icon('sun'))?.name).toBe('app');
    expect(groupOf('/p/node_modules/sonner/index.mjs')?.name).toBe('Toaster');
    expect(groupOf(icon('moon'))?.name).toBe('member');
    expect(groups.find(({ name }) => name === 'member')?.minShareCount).toBe(2);
  });
});
