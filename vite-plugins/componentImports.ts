import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import type { Plugin } from 'vite';

/*
 * The app imports the components through their public entry (src/components/index.ts), the one way
 * in (lint); served as is, it makes a page fetch every component's module in development (260 for
 * the landing page, which uses 100) and joins every build's graph, so those imports are split.
 */

/** Each name the entry exports, and the module it comes from (relative to the entry's folder). */
export function entryExports(entryCode: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, from] of entryCode.matchAll(
    /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  ))
    for (const specifier of names!.split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) modules.set(name, from!);
    }
  return modules;
}

const IMPORT =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'((?:\.\.?\/)+components)(?:\/index(?:\.ts)?)?';?/g;

/**
 * `code` with its imports through the entry (`from '../components'`) split into imports from
 * the modules the names come from. Types stay type imports; an unknown name is left alone (the
 * type checker says so).
 */
export function splitEntryImports(code: string, exports: Map<string, string>): string {
  return code.replace(
    IMPORT,
    (whole, typeOnly: string | undefined, names: string, entry: string) => {
      const byModule = new Map<string, { values: string[]; types: string[] }>();
      for (const specifier of names
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const isType = Boolean(typeOnly) || specifier.startsWith('type ');
        const bare = specifier.replace(/^type\s+/, '');
        const from = exports.get(bare.split(/\s+as\s+/)[0]!);
        if (!from) return whole;
        const target = posix.normalize(posix.join(entry, from));
        const found = byModule.get(target) ?? { values: [], types: [] };
        (isType ? found.types : found.values).push(bare);
        byModule.set(target, found);
      }
      const imports = [...byModule].flatMap(([target, { values, types }]) => [
        ...(values.length ? [`import { ${values.join(', ')} } from '${target}';`] : []),
        ...(types.length ? [`import type { ${types.join(', ')} } from '${target}';`] : []),
      ]);
      // On as many lines as the import took, so every later line keeps its number.
      return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
    },
  );
}

/** The plugin: the app's and Storybook's files, not the entry itself (nor the package's build). */
export function componentImports(entry: string): Plugin {
  let exports = entryExports(readFileSync(entry, 'utf8'));
  const folder = dirname(entry);
  return {
    name: 'beeglobal:component-imports',
    enforce: 'pre',
    watchChange(id) {
      if (id === entry) exports = entryExports(readFileSync(entry, 'utf8'));
    },
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /from\s*'(?:\.\.?\/)+components(?:\/index)?'/ },
      handler(code, id) {
        if (id === entry || !relative(folder, id).startsWith('..')) return null;
        return { code: splitEntryImports(code, exports), map: null };
      },
    },
  };
}

export const COMPONENTS_ENTRY = join(import.meta.dirname, '..', 'src/components/index.ts');
