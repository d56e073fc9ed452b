import type { Plugin, Rolldown } from 'vite';

/** What the closure needs to know of a module: Rolldown's module info. */
type ModuleInfo = { importedIds: readonly string[] };

/**
 * Every module `start` reaches through static imports, as Rolldown's graph has them. Icons are
 * imported one module each (`lucide-react/icons/heart`, lint says so), so the graph names
 * exactly the icons a part draws.
 */
export function closureOf(start: string, infoOf: (id: string) => ModuleInfo | null): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of infoOf(id)?.importedIds ?? []) visit(imported);
  };
  visit(start);
  return reached;
}

/**
 * The chunks, so that a first visit waits on few requests (Rolldown's own splitting gave the
 * landing 24 files, in rounds). The plugin takes the modules' sets once the graph is built; the
 * groups, for `codeSplitting`, put each module in its chunk by them.
 */
export function chunkGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let landing = new Set<string>();
  let toaster = new Set<string>();
  let mocks = new Set<string>();
  const plugin: Plugin = {
    name: 'beeglobal:chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (ending: string) => {
        const start = ids.find((id) => id.endsWith(ending));
        return start ? closureOf(start, (id) => this.getModuleInfo(id)) : new Set<string>();
      };
      landing = closure('/src/app/main.tsx');
      toaster = closure('/src/components/Toaster/Toaster.tsx');
      mocks = closure('/src/mocks/browser.ts');
    },
  };
  const groups = [
    // The static demo's mock worker, first: the entry awaits it, so it must not import the app's
    // chunk (it would wait forever); the app's chunk imports it instead.
    { name: 'mocks', test: (id: string) => mocks.has(id) },
    // What the landing page runs (the entry's static imports), with the icons it draws.
    { name: 'app', test: (id: string) => landing.has(id) },
    // The toasts, with sonner, which load with the first toast.
    { name: 'Toaster', test: (id: string) => !landing.has(id) && toaster.has(id) },
    // What two lazy parts share beyond those (React Query, the API client), never on the landing.
    {
      name: 'member',
      minShareCount: 2,
      test: (id: string) => !landing.has(id) && !toaster.has(id) && !mocks.has(id),
    },
  ];
  return { plugin, groups };
}
