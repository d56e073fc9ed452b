import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The README and the guides in docs/: every relative link leads somewhere (a file or folder, and
 * a heading where it names one), the README stays short, each guide stays readable in one go, and
 * the four recipes are there. Nothing is fetched: links to other sites are left alone.
 */

const ROOT = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 150;
const GUIDE_MAX_LINES = 300;
const RECIPES = [
  /adding a component/i,
  /adding a screen/i,
  /adding an endpoint/i,
  /adding a language/i,
];

/** README.md and every docs/*.md, as paths from `root`. */
function documents(root: string): string[] {
  const guides = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', ...guides];
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** The headings of a Markdown text (ATX style), outside code blocks. */
function headings(markdown: string): string[] {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to '-'. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers, repeated headings numbered as GitHub does (-1, -2). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const heading of headings(markdown)) {
    const base = slug(heading);
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    found.add(times === 0 ? base : `${base}-${times}`);
  }
  return found;
}

/** The targets of a text's inline links and images: `[text](target)`, a title left out. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g)].map(
    (match) => match[1]!,
  );
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with each relative link of a document (a path from `root`), in words. */
export function brokenLinks(root: string, document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(text)) {
    if (target === '' || external(target)) continue;
    const hash = target.indexOf('#');
    const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const file = path === '' ? join(root, document) : resolve(root, dirname(document), path);
    if (!existsSync(file)) {
      broken.push(`${document}: ${target} (no ${relative(root, file)})`);
      continue;
    }
    if (
      anchor !== undefined &&
      file.endsWith('.md') &&
      !anchors(readFileSync(file, 'utf8')).has(anchor)
    )
      broken.push(`${document}: ${target} (no heading #${anchor} in ${relative(root, file)})`);
  }
  return broken;
}

describe('the README and the guides', () => {
  const docs = documents(ROOT);

  it('are the README and at least one guide', () => {
    expect(docs[0]).toBe('README.md');
    expect(docs.length).toBeGreaterThan(1);
  });

  it.each(docs)('%s: every relative link leads to a file, folder or heading that exists', (doc) => {
    expect(brokenLinks(ROOT, doc)).toEqual([]);
  });

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readFileSync(join(ROOT, 'README.md'), 'utf8'))).toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it.each(docs.filter((doc) => doc !== 'README.md'))(
    `%s is at most ${GUIDE_MAX_LINES} lines`,
    (doc) => {
      expect(lineCount(readFileSync(join(ROOT, doc), 'utf8'))).toBeLessThanOrEqual(GUIDE_MAX_LINES);
    },
  );

  it.each(RECIPES.map((recipe) => [recipe.source, recipe] as const))(
    'docs/ has a recipe heading for %s',
    (_, recipe) => {
      const all = docs
        .filter((doc) => doc.startsWith('docs/'))
        .flatMap((doc) => headings(readFileSync(join(ROOT, doc), 'utf8')));
      expect(all.filter((heading) => recipe.test(heading))).not.toEqual([]);
    },
  );
});

describe('the link check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'beeglobal-docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'docs/guide.md'),
    [
      '# A guide',
      '## Recipe: adding a screen',
      '## Modes: a story’s pictures (and more)',
      '## `npm run bench`',
      '## Twice',
      '## Twice',
      '',
    ].join('\n'),
  );

  const check = (markdown: string) => {
    writeFileSync(join(root, 'README.md'), markdown);
    return brokenLinks(root, 'README.md');
  };

  it('makes GitHub’s anchors of headings', () => {
    expect(slug('Recipe: adding a screen')).toBe('recipe-adding-a-screen');
    expect(slug("A member screen's first load")).toBe('a-member-screens-first-load');
    expect(slug('`npm run bench`')).toBe('npm-run-bench');
    expect(slug('Reviewing a change (designers)')).toBe('reviewing-a-change-designers');
  });

  it('passes links to files, folders and headings that exist', () => {
    expect(
      check(
        [
          '[guide](docs/guide.md) [folder](src) [folder](src/) [top](#top)',
          '[recipe](docs/guide.md#recipe-adding-a-screen) [bench](docs/guide.md#npm-run-bench)',
          '[modes](docs/guide.md#modes-a-storys-pictures-and-more) [again](docs/guide.md#twice-1)',
          '[site](https://example.com/nowhere) [mail](mailto:someone@example.com)',
          '`[code](nowhere.md)`',
          '```',
          '[fenced](nowhere.md)',
          '```',
          '# Top',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('fails a link to a file that does not exist', () => {
    expect(check('[gone](docs/gone.md)\n')).toEqual(['README.md: docs/gone.md (no docs/gone.md)']);
  });

  it('fails a link to a heading that does not exist', () => {
    expect(check('[gone](docs/guide.md#adding-a-language)\n[self](#nowhere)\n')).toEqual([
      'README.md: docs/guide.md#adding-a-language (no heading #adding-a-language in docs/guide.md)',
      'README.md: #nowhere (no heading #nowhere in README.md)',
    ]);
  });
});
