import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * `'use client'` marks exactly the modules a server cannot run: those with state, effects,
 * context, refs or event handlers. The rest (plain components, helpers, the entry) stay
 * server modules, so a server page renders them and imports constants without client code.
 */

const FOLDER = 'src/components';
const modules = readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$|\.css\.ts$/.test(file))
  // The Demo panel is the mock modes' own, not the package's.
  .filter((file) => !file.startsWith('DemoPanel/'))
  .map((file) => join(FOLDER, file));

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
const HOOK_OR_CONTEXT = /\b(?:use[A-Z]\w*|createContext)\s*\(/;
const HANDLER_OR_REF = /\b(?:on[A-Z]\w*|ref)=\{/;

/** Whether a module needs the browser: a hook, a context, or a handler or ref it sets. */
function needsClient(file: string, code: string) {
  const statements = withoutComments(code);
  return (
    HOOK_OR_CONTEXT.test(statements) || (file.endsWith('.tsx') && HANDLER_OR_REF.test(statements))
  );
}

const marked = (code: string) => code.startsWith("'use client';\n");

describe("'use client' in the components' modules", () => {
  it('tells a client module from a server one', () => {
    expect(needsClient('A.tsx', 'const [open, setOpen] = useState(false);')).toBe(true);
    expect(needsClient('A.ts', 'export const Context = createContext(null);')).toBe(true);
    expect(needsClient('A.tsx', '<button onClick={() => go()} />')).toBe(true);
    expect(needsClient('A.tsx', '<div ref={setLayer} />')).toBe(true);
    expect(needsClient('A.tsx', '// useState( would be\n<p className={card} />')).toBe(false);
    // A helper that builds handlers for a component is not one: its caller is.
    expect(needsClient('a.ts', 'return { onChange: (event) => set(event) };')).toBe(false);
  });

  it.each(modules)('%s is marked as what it is', (file) => {
    const code = readFileSync(file, 'utf8');
    expect(marked(code)).toBe(needsClient(file, code));
  });

  it('leaves to the server the components docs/package.md names as server components', () => {
    const entry = readFileSync(join(FOLDER, 'index.ts'), 'utf8');
    const serverComponents = modules
      .filter((file) => file.endsWith('.tsx') && !marked(readFileSync(file, 'utf8')))
      .map((file) => file.match(/(\w+)\.tsx$/)![1]!)
      .filter((name) => new RegExp(`export \\{ ${name}\\b`).test(entry));
    const readme = readFileSync('docs/package.md', 'utf8');
    const listed = readme.match(/\*\*Server components\.\*\*([\s\S]*?)carry no/)![1]!;
    expect(serverComponents.sort()).toEqual(listed.match(/\b[A-Z]\w+/g)!.sort());
  });
});
