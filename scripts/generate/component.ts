// npm run new -- component Name [--group Group] [--app-only]: the recipe "adding a component"
// (docs/storybook.md), its files written and its entries made.
import ts from 'typescript';
import { constant, exportedNames, parse, strings } from './edits.ts';
import { kebab, sentence, wordsOf, wrap } from './names.ts';
import { refuse, type Project } from './project.ts';
import { render } from './templates.ts';

export type ComponentRequest = { name: string; group?: string; appOnly: boolean };

const ENTRY = 'src/components/index.ts';

/** The sidebar's groups (COMPONENT_GROUPS in .storybook/statuses.ts), in their order. */
export function componentGroups(project: Project) {
  const groups = constant(
    parse('statuses.ts', project.read('.storybook/statuses.ts')),
    'COMPONENT_GROUPS',
  );
  if (!groups || !ts.isArrayLiteralExpression(groups))
    throw new Error('.storybook/statuses.ts: no COMPONENT_GROUPS list');
  return strings(groups);
}

/**
 * The group of the components that share a word with the name, the first word that any shares
 * deciding (RsvpSummary goes with RsvpActions, in Events); Foundations when none does.
 */
export function groupFor(project: Project, name: string, groups: string[]) {
  const known = project
    .list('src/components')
    .filter((file) => file.endsWith('.stories.tsx'))
    .flatMap((file) => [
      ...project.read(`src/components/${file}`).matchAll(/title: 'Components\/(\w+)\/(\w+)'/g),
    ])
    .map(([, group, component]) => ({ group: group!, words: wordsOf(component!) }));
  for (const word of wordsOf(name)) {
    const votes = new Map<string, number>();
    for (const { group, words } of known)
      if (words.includes(word)) votes.set(group, (votes.get(group) ?? 0) + 1);
    const best = [...votes].sort(
      ([a, many], [b, more]) => more - many || groups.indexOf(a) - groups.indexOf(b),
    )[0];
    if (best) return best[0];
  }
  return groups[0]!;
}

/** The entry with the component's export in its A-to-Z list (the statements after that comment). */
export function withExport(text: string, name: string) {
  const source = parse(ENTRY, text);
  const statements = source.statements;
  const start = statements.findIndex((statement) =>
    /A to Z/.test(text.slice(statement.getFullStart(), statement.getStart())),
  );
  if (start < 0) throw new Error(`${ENTRY}: no list of the components "A to Z"`);
  const end = statements.findIndex(
    (statement, index) =>
      index > start && /\/\/|\/\*/.test(text.slice(statement.getFullStart(), statement.getStart())),
  );
  const list = statements.slice(start, end < 0 ? undefined : end);
  const folder = (statement: ts.Statement) =>
    ts.isExportDeclaration(statement) && statement.moduleSpecifier
      ? (statement.moduleSpecifier as ts.StringLiteral).text.split('/')[1]!
      : '';
  const next = list.find((statement) => folder(statement).localeCompare(name, 'en') > 0);
  const line = `export { ${name}, type ${name}Props } from './${name}/${name}';`;
  return next
    ? `${text.slice(0, next.getStart())}${line}\n${text.slice(next.getStart())}`
    : `${text.slice(0, list.at(-1)!.end)}\n${line}${text.slice(list.at(-1)!.end)}`;
}

/**
 * docs/package.md with the component among the server components (clientModules.test.ts holds
 * the list to the components without 'use client', which a new one is until it takes a handler).
 */
export function withServerComponent(markdown: string, name: string) {
  const bullet =
    /^- \*\*Server components\.\*\* ([\s\S]*?) carry no([\s\S]*?)(?=\n(?:- |\n|#)|\n?(?![\s\S]))/m.exec(
      markdown,
    );
  if (!bullet) throw new Error('docs/package.md: no "**Server components.**" list');
  const names = bullet[1]!.split(/,\s*|\s+and\s+/).map((each) => each.trim());
  names.push(name);
  names.sort((a, b) => a.localeCompare(b, 'en'));
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  // Wrapped at the guides' width, as the rest of the page is.
  const [first, ...rest] = wrap(
    `- **Server components.** ${list} carry no${bullet[2]!.replace(/\s+/g, ' ')}`,
    100,
  );
  const more = rest.length ? wrap(rest.join(' '), 98).map((line) => `  ${line}`) : [];
  return markdown.replace(bullet[0], () => [first, ...more].join('\n'));
}

export function planComponent(project: Project, { name, group, appOnly }: ComponentRequest) {
  const folder = `src/components/${name}`;
  if (project.exists(folder)) refuse(`${folder} already exists.`);
  if (exportedNames(parse(ENTRY, project.read(ENTRY))).has(name))
    refuse(`${ENTRY} already exports ${name}.`);
  const groups = componentGroups(project);
  if (group !== undefined && !groups.includes(group))
    refuse(`--group is one of ${groups.join(', ')}; not ${group}.`);
  const chosen = group ?? groupFor(project, name, groups);

  const data = { name, words: sentence(name), group: chosen, status: appOnly ? 'app-only' : 'new' };
  project.create(`${folder}/${name}.tsx`, render('component/Component.tsx.eta', data));
  project.create(`${folder}/${name}.css.ts`, render('component/Component.css.ts.eta', data));
  project.create(
    `${folder}/${name}.stories.tsx`,
    render('component/Component.stories.tsx.eta', data),
  );
  if (!appOnly) {
    project.change(ENTRY, (text) => withExport(text, name));
    project.change('docs/package.md', (text) => withServerComponent(text, name));
    project.create(`.changeset/add-${kebab(name)}.md`, render('component/changeset.md.eta', data));
  }
  return {
    title: `Components/${chosen}/${name}${group ? '' : ' (--group for another)'}`,
    folder,
  };
}
