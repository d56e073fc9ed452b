import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** An index read from the graph: each name it exports, and the module that name comes from. */
export type Index = { id: string; specifier: RegExp; modules: Map<string, string> };

/** What the closure needs to know of a module. */
type ModuleInfo = { importedIds: readonly string[]; code: string | null };

/**
 * Indexes that re-export many modules, of which an importer takes a few: Lucide's (every icon).
 * The components' entry needs none: componentImports splits the app's imports through it.
 */
const INDEXES = [
  { ending: '/lucide-react/dist/esm/lucide-react.mjs', specifier: /^lucide-react$/ },
];
const IMPORTS = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const EXTENSION = /\.[jt]sx?$|\.mjs$/;

/** Each name an index's `code` exports, and the module `moduleOf` finds for the file it names. */
export function indexExports(
  code: string,
  moduleOf: (specifier: string) => string | undefined,
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of code.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    const module = moduleOf(file!);
    if (!module) continue;
    for (const name of names!.split(','))
      modules.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        module,
      );
  }
  return modules;
}

/** The modules behind the names a module's `code` takes from one of the `indexes`. */
export function modulesNamed(code: string, indexes: readonly Index[]): string[] {
  return [...code.matchAll(IMPORTS)].flatMap(([, names, source]) => {
    const index = indexes.find(({ specifier }) => specifier.test(source!));
    if (!index) return [];
    return names!
      .split(',')
      .map((name) => index.modules.get(name.trim().split(/\s+as\s+/)[0]!))
      .filter((module) => module !== undefined);
  });
}

/**
 * Every module `start` reaches. At an index it stops: past one it follows only the names the
 * project's own modules (not node_modules') take from it, else every icon would come along.
 */
export function closureOf(
  start: string,
  infoOf: (id: string) => ModuleInfo | null,
  indexes: readonly Index[],
): Set<string> {
  const reached = new Set<string>();
  const indexIds = new Set(indexes.map(({ id }) => id));
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    if (indexIds.has(id)) return;
    const info = infoOf(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
    if (info?.code && !id.includes('/node_modules/'))
      modulesNamed(info.code, indexes).forEach(visit);
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
      const indexes = INDEXES.flatMap(({ ending, specifier }) => {
        const id = ids.find((candidate) => candidate.endsWith(ending));
        const info = id ? this.getModuleInfo(id) : null;
        if (!id || !info?.code) return [];
        const modules = indexExports(info.code, (file) => {
          const path = resolve(id, '..', file).replace(EXTENSION, '');
          return info.importedIds.find((imported) => imported.replace(EXTENSION, '') === path);
        });
        return [{ id, specifier, modules }];
      });
      const closure = (ending: string) => {
        const start = ids.find((id) => id.endsWith(ending));
        return start
          ? closureOf(start, (id) => this.getModuleInfo(id), indexes)
          : new Set<string>();
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
    // What the landing page runs (the entry's static imports), with the Lucide icons it names.
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
