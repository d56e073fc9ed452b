// Changes to the project's own TypeScript files, placed by TypeScript's parser rather than by
// patterns over the text: a comment, a line break or a reordered property moves nothing. Each
// helper returns the edited text; Prettier lays it out afterwards.
import ts from 'typescript';

type Source = ts.SourceFile;

export const parse = (file: string, text: string): Source =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Text inserted at a place of the original. */
type Insertion = { at: number; text: string };

/** The original with the insertions made, later ones first so that earlier places hold. */
const insert = (text: string, ...insertions: Insertion[]) =>
  insertions
    .sort((a, b) => b.at - a.at)
    .reduce((edited, { at, text: added }) => edited.slice(0, at) + added + edited.slice(at), text);

/** An expression without `as const`, `satisfies …` or parentheses around it. */
function unwrap(node: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return unwrap(node.expression);
  return node;
}

/** Every node of the file, depth first. */
export function* nodesOf(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* nodesOf(child);
}

/** The value of `const name = …` at the file's top level. */
export function constant(source: Source, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return declaration.initializer && unwrap(declaration.initializer);
  }
  return undefined;
}

/** The object literal `const name = { … }` holds; the file must have one. */
export function objectConstant(source: Source, name: string): ts.ObjectLiteralExpression {
  const value = constant(source, name);
  if (!value || !ts.isObjectLiteralExpression(value))
    throw new Error(`${source.fileName}: no object literal \`${name}\``);
  return value;
}

/** A property's name as written ('paths', 'storySort'), or undefined for a spread or computed one. */
function propertyName(property: ts.ObjectLiteralElementLike) {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

export const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((candidate) => propertyName(candidate) === name);

/** A property's value, through `as const` and the like. */
export function valueOf(property: ts.ObjectLiteralElementLike | undefined) {
  if (!property) return undefined;
  if (ts.isPropertyAssignment(property)) return unwrap(property.initializer);
  if (ts.isShorthandPropertyAssignment(property)) return property.name;
  return undefined;
}

/** The text that puts `item` after `node` in its list, past the comma that follows it if any. */
function after(source: Source, node: ts.Node, item: string): Insertion {
  const rest = source.text.slice(node.end);
  const comma = /^\s*,/.exec(rest);
  return comma
    ? { at: node.end + comma[0].length, text: `\n${item},` }
    : { at: node.end, text: `, ${item}` };
}

/**
 * Adds `item` (a property or an element, as source text) to a list: after `previous`, before
 * `next`, else at the end.
 */
export function addToList(
  source: Source,
  list: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression,
  item: string,
  place: { previous?: ts.Node; next?: ts.Node } = {},
): string {
  const items: readonly ts.Node[] = ts.isObjectLiteralExpression(list)
    ? list.properties
    : list.elements;
  if (place.next) {
    // Before the comment above `next`, which stays with it.
    const comments = ts.getLeadingCommentRanges(source.text, place.next.getFullStart());
    const at = comments?.[0]?.pos ?? place.next.getStart();
    const indent = /[ \t]*$/.exec(source.text.slice(0, at))![0];
    return insert(source.text, { at, text: `${item},\n${indent}` });
  }
  const last = place.previous ?? items.at(-1);
  if (last) return insert(source.text, after(source, last, item));
  return insert(source.text, { at: list.getStart() + 1, text: `\n${item},\n` });
}

/** Adds text at the end of the file, after a blank line. */
export const append = (text: string, added: string) =>
  `${text.replace(/\s*$/, '')}${text.trim() ? '\n\n' : ''}${added.trim()}\n`;

/** A name a module gives: `name`, or a type (`type Name`). */
export type Imported = { name: string; type?: boolean };

/** A module as imported, without a `.ts` or `.tsx` ending: `./http.ts` and `./http` are one. */
const sameModule = (a: string, b: string) => a.replace(/\.tsx?$/, '') === b.replace(/\.tsx?$/, '');

const moduleOf = (declaration: ts.ImportDeclaration) =>
  (declaration.moduleSpecifier as ts.StringLiteral).text;

/** Where a name sorts among an import's: values before types, each A to Z (as the project writes them). */
const importKey = (name: string, type = false) => `${type ? 1 : 0}${name.toLowerCase()}`;

/**
 * The file with `names` imported from `module`: added in order to an import of that module where
 * there is one it may join, else in a new import after the last. Names imported already stay.
 */
export function addImports(file: string, text: string, module: string, names: Imported[]): string {
  const source = parse(file, text);
  const imports = source.statements.filter(ts.isImportDeclaration);
  const named = (declaration: ts.ImportDeclaration) => {
    const bindings = declaration.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
  };
  const already = new Set(
    imports
      .filter((declaration) => sameModule(moduleOf(declaration), module))
      .flatMap((declaration) => named(declaration)?.map((element) => element.name.text) ?? []),
  );
  const missing = names
    .filter(({ name }) => !already.has(name))
    .sort((a, b) => importKey(a.name, a.type).localeCompare(importKey(b.name, b.type)));
  const [first, ...rest] = missing;
  if (!first) return text;
  // An `import type { … }` takes types only; an import of values takes both (`type X` inline).
  const joinable = imports.find(
    (declaration) =>
      sameModule(moduleOf(declaration), module) &&
      named(declaration)?.length &&
      (!declaration.importClause!.isTypeOnly || first.type),
  );
  if (joinable) {
    const typesOnly = joinable.importClause!.isTypeOnly;
    const elements = named(joinable)!;
    const key = importKey(first.name, first.type && !typesOnly);
    const next = elements.find(
      (element) => importKey(element.name.text, element.isTypeOnly).localeCompare(key) > 0,
    );
    const spelled = first.type && !typesOnly ? `type ${first.name}` : first.name;
    const edited = next
      ? insert(text, { at: next.getStart(), text: `${spelled}, ` })
      : insert(text, { at: elements.at(-1)!.end, text: `, ${spelled}` });
    return addImports(file, edited, module, rest);
  }
  const onlyTypes = missing.every(({ type }) => type);
  const spelled = onlyTypes
    ? `import type { ${missing.map(({ name }) => name).join(', ')} } from '${module}';`
    : `import { ${missing.map(({ name, type }) => (type ? `type ${name}` : name)).join(', ')} } from '${module}';`;
  const last = imports.at(-1);
  if (last) return insert(text, { at: last.end, text: `\n${spelled}` });
  // No import yet: the first one goes below the file's opening comment, above its first statement.
  const statement = source.statements[0];
  return statement
    ? insert(text, { at: statement.getStart(), text: `${spelled}\n\n` })
    : `${text.replace(/\s*$/, '')}${text.trim() ? '\n' : ''}${spelled}\n`;
}

/** The file with `import * as name from module` after its last import, unless it has one. */
export function addNamespaceImport(file: string, text: string, module: string, name: string) {
  const source = parse(file, text);
  if (namespaceImport(source, module)) return text;
  const line = `import * as ${name} from '${module}';`;
  const last = source.statements.filter(ts.isImportDeclaration).at(-1);
  return last
    ? insert(text, { at: last.end, text: `\n${line}` })
    : `${line}\n${text.trim() ? '\n' : ''}${text}`;
}

/** The local name of `import * as name from module`, if the file has one. */
export function namespaceImport(source: Source, module: string) {
  for (const declaration of source.statements.filter(ts.isImportDeclaration)) {
    const bindings = declaration.importClause?.namedBindings;
    if (sameModule(moduleOf(declaration), module) && bindings && ts.isNamespaceImport(bindings))
      return bindings.name.text;
  }
  return undefined;
}

/** The names a top-level statement declares (a variable, function, class or type). */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text];
  return [];
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ??
    false);

/** The names a module exports: its declarations, and what it re-exports by name. */
export function exportedNames(source: Source): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (isExported(statement)) for (const name of declaredNames(statement)) names.add(name);
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return names;
}

/** Every name the file's top level holds: what it declares and what it imports. */
export function topLevelNames(source: Source): Set<string> {
  const names = exportedNames(source);
  for (const statement of source.statements) {
    for (const name of declaredNames(statement)) names.add(name);
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause;
      if (name) names.add(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.add(namedBindings.name.text);
      if (namedBindings && ts.isNamedImports(namedBindings))
        for (const element of namedBindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The string literals of an array literal, in order. */
export const strings = (array: ts.ArrayLiteralExpression) =>
  array.elements.filter(ts.isStringLiteral).map((element) => element.text);
