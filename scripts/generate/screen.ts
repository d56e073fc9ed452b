// npm run new -- screen Name /path [--public]: the recipe "adding a screen" (docs/storybook.md),
// its files written and its path, route and place in the sidebar made.
import ts from 'typescript';
import { addToList, nodesOf, objectConstant, parse, property, strings, valueOf } from './edits.ts';
import { camel, sentence } from './names.ts';
import { refuse, type Project } from './project.ts';
import { render } from './templates.ts';

export type ScreenRequest = { name: string; path: string; public: boolean };

const PATHS = 'src/paths.ts';
const ROUTES = 'src/app/routes.tsx';
const PREVIEW = '.storybook/preview.tsx';

/** The route paths by name, where a name holds a plain string ('/events'). */
function knownPaths(text: string) {
  const paths = objectConstant(parse(PATHS, text), 'paths');
  return paths.properties.map((entry) => ({ entry, value: valueOf(entry) }));
}

/** paths.ts with `key: 'path'` after the last plain path (before the ones made from a value). */
function withPath(text: string, key: string, path: string) {
  const source = parse(PATHS, text);
  const paths = objectConstant(source, 'paths');
  const plain = knownPaths(text).filter(
    ({ value }) => value && ts.isStringLiteral(value) && !value.text.includes('?'),
  );
  return addToList(source, paths, `${key}: '${path}'`, { previous: plain.at(-1)?.entry });
}

/** The array literal holding route objects, one of which satisfies `test`. */
function routeList(source: ts.SourceFile, test: (route: ts.ObjectLiteralExpression) => boolean) {
  for (const node of nodesOf(source))
    if (
      ts.isArrayLiteralExpression(node) &&
      node.elements.some((element) => ts.isObjectLiteralExpression(element) && test(element))
    )
      return node;
  throw new Error(`${ROUTES}: the route list was not found`);
}

/**
 * The route table with the screen's lazy route: a member screen at the end of the member shell's
 * children, a public one after the sign-in's route.
 */
function withRoute(text: string, key: string, name: string, isPublic: boolean) {
  const source = parse(ROUTES, text);
  const route = `{ path: paths.${key}, lazy: screen(() => import('../screens/${name}/${name}')) }`;
  const hasPath = (object: ts.ObjectLiteralExpression, path: string) =>
    valueOf(property(object, 'path'))?.getText() === path;
  if (isPublic) {
    const list = routeList(source, (route) => hasPath(route, 'paths.auth'));
    const auth = list.elements.find(
      (element) => ts.isObjectLiteralExpression(element) && hasPath(element, 'paths.auth'),
    );
    return addToList(source, list, route, { previous: auth });
  }
  const shell = [...nodesOf(source)].find(
    (node): node is ts.ObjectLiteralExpression =>
      ts.isObjectLiteralExpression(node) &&
      /\bMemberShell\b/.test(valueOf(property(node, 'lazy'))?.getText() ?? ''),
  );
  const children = shell && valueOf(property(shell, 'children'));
  if (!children || !ts.isArrayLiteralExpression(children))
    throw new Error(`${ROUTES}: the member shell's children were not found`);
  return addToList(source, children, route);
}

/** The Screens list of storySort's order: the array after 'Screens'. */
function screensOrder(source: ts.SourceFile) {
  for (const node of nodesOf(source)) {
    if (!ts.isArrayLiteralExpression(node)) continue;
    const at = node.elements.findIndex(
      (element) => ts.isStringLiteral(element) && element.text === 'Screens',
    );
    const list = node.elements[at + 1];
    if (at >= 0 && list && ts.isArrayLiteralExpression(list)) return list;
  }
  throw new Error(`${PREVIEW}: no Screens list in storySort`);
}

/**
 * The preview with the screen in the sidebar's Screens: a public one after Auth, a member one last
 * but for the 404 page, which stays at the end.
 */
function withStoryOrder(text: string, title: string, isPublic: boolean) {
  const source = parse(PREVIEW, text);
  const list = screensOrder(source);
  const find = (name: string) =>
    list.elements.find((element) => ts.isStringLiteral(element) && element.text === name);
  const item = `'${title}'`;
  if (isPublic && find('Auth')) return addToList(source, list, item, { previous: find('Auth') });
  return addToList(source, list, item, { next: find('404') });
}

export function planScreen(project: Project, request: ScreenRequest) {
  const { name, path } = request;
  const key = camel(name);
  const title = sentence(name);
  const folder = `src/screens/${name}`;
  if (project.exists(folder)) refuse(`${folder} already exists.`);
  const paths = knownPaths(project.read(PATHS));
  const taken = paths.find(
    ({ value }) => value && ts.isStringLiteral(value) && value.text === path,
  );
  if (taken) refuse(`${path} is already paths.${taken.entry.name?.getText()} in ${PATHS}.`);
  if (paths.some(({ entry }) => entry.name?.getText() === key))
    refuse(`${PATHS} already names paths.${key}.`);
  if (strings(screensOrder(parse(PREVIEW, project.read(PREVIEW)))).includes(title))
    refuse(`${PREVIEW} already sorts a screen called '${title}'.`);

  // Back goes home from a public screen, to the dashboard from a member's.
  const isPublic = request.public;
  const back = isPublic ? 'home' : 'dashboard';
  const backPath = paths.find(({ entry }) => entry.name?.getText() === back)?.value;
  if (!backPath || !ts.isStringLiteral(backPath)) throw new Error(`${PATHS}: no paths.${back}`);
  const data = { name, title, path, public: isPublic, back, backPath: backPath.text };
  project.create(`${folder}/${name}.tsx`, render('screen/Screen.tsx.eta', data));
  project.create(`${folder}/${name}.css.ts`, render('screen/Screen.css.ts.eta', data));
  project.create(`${folder}/${name}.stories.tsx`, render('screen/Screen.stories.tsx.eta', data));
  project.change(PATHS, (text) => withPath(text, key, path));
  project.change(ROUTES, (text) => withRoute(text, key, name, isPublic));
  project.change(PREVIEW, (text) => withStoryOrder(text, title, isPublic));
  return { key, title, folder };
}
