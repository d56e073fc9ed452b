// npm run new -- endpoint name METHOD /path: the recipe "adding an endpoint"
// (docs/mock-backends.md). Its schemas and types, its entry in the route table, a handler stub in
// the mock backend, the client's call (and query, for a GET) and a contract test, each in the
// file of the path's first part (its domain): made for a new domain, added to for a known one.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import {
  addImports,
  addNamespaceImport,
  addToList,
  append,
  namespaceImport,
  objectConstant,
  parse,
  property,
  topLevelNames,
  type Imported,
} from './edits.ts';
import { fromKebab, jsdoc, pascal, sentence, singular } from './names.ts';
import { refuse, type Project } from './project.ts';
import { render } from './templates.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type EndpointRequest = { name: string; method: Method; path: string };

/** Path parts: static words in kebab case, `:name` parameters; the first part is a word. */
export const PATH_PATTERN =
  /^\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\/(?:[a-z][a-z0-9]*(?:-[a-z0-9]+)*|:[a-z][A-Za-z0-9]*))*$/;

/** Words a name may not be in JavaScript. */
const RESERVED = new Set(
  `await break case catch class const continue debugger default delete do else enum export extends
  false finally for function if implements import in instanceof interface let new null package
  private protected public return static super switch this throw true try typeof var void while
  with yield`.split(/\s+/),
);

type KnownRoute = { method: string; path: string; mockOnly?: true };

/** The calls the backends answer now, read from the project's own route tables. */
async function knownRoutes(root: string): Promise<Record<string, KnownRoute>> {
  const file = pathToFileURL(join(root, 'src/contract/mockRoutes.ts')).href;
  return ((await import(file)) as { ALL_ROUTES: Record<string, KnownRoute> }).ALL_ROUTES;
}

const domainOf = (path: string) => path.split('/')[1]!;
/** A path's parameters by name, in order: `/groups/:groupId/members/:id` has groupId and id. */
export const pathParams = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, param]) => param!);
/** A path with its parameters unnamed, so `/posts/:id` and `/posts/:postId` are one. */
const shape = (path: string) => path.replace(/:\w+/g, ':');
/**
 * Whether the route at `pattern` also answers `path`: the router and the mock worker take the
 * first route of the table that matches, so `/users/:id` before `/users/search` would hide it.
 */
const covers = (pattern: string, path: string) => {
  const [want, got] = [pattern, path].map((each) => shape(each).split('/')) as [string[], string[]];
  return (
    want.length === got.length && want.every((part, index) => part === ':' || part === got[index])
  );
};
/** Source text without its layout, to tell whether two declarations say the same. */
const bare = (code: string) => code.replace(/\s+/g, '').replace(/,([)}\]])/g, '$1');

const [REQUESTS, ANSWERS, CALLS] = ['requests', 'answers', 'calls'].map(
  (name) => `src/contract/schemas/${name}.ts`,
) as [string, string, string];
const TYPES = 'src/contract/types.ts';
const ROUTES = 'src/contract/routes.ts';
const ROUTER = 'src/mocks/backend/router.ts';

/** The input refused before anything is read but the route tables. */
async function checkInput(project: Project, { name, method, path }: EndpointRequest) {
  const routes = await knownRoutes(project.root);
  if (Object.hasOwn(routes, name)) refuse(`The route table already has ${name}.`);
  const same = Object.entries(routes).find(
    ([, route]) => route.method === method && shape(route.path) === shape(path),
  );
  if (same) refuse(`${method} ${path} is already the route table's ${same[0]}.`);
  const domain = domainOf(path);
  if (domain === 'app') refuse('/app is where the real-time connection is served; choose another.');
  if (Object.values(routes).some((route) => route.mockOnly && domainOf(route.path) === domain))
    refuse(`/${domain} holds the mock backends' own calls (MOCK_ROUTES): add those by hand.`);
  const params = pathParams(path);
  const reserved = [name, ...params].find((word) => RESERVED.has(word));
  if (reserved) refuse(`'${reserved}' is a word of JavaScript; choose another.`);
  return {
    domain,
    params,
    knownDomain: Object.values(routes).some((route) => domainOf(route.path) === domain),
    // The first route that would answer this one's requests, which it must come before.
    hiddenBy: Object.keys(routes).find(
      (other) => routes[other]!.method === method && covers(routes[other]!.path, path),
    ),
  };
}

/** Plans every file an endpoint needs (nothing is written until the project is). */
export async function planEndpoint(project: Project, request: EndpointRequest) {
  const { method, path } = request;
  const { domain, params, knownDomain, hiddenBy } = await checkInput(project, request);
  const files = domainFiles(project, request, domain, knownDomain);
  const body = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const kind =
    method === 'DELETE'
      ? 'success'
      : method === 'GET' && !path.split('/').at(-1)!.startsWith(':')
        ? 'list'
        : 'record';
  const names = schemaNames(project, request, kind, body);
  const data = templateData(request, params, domain, kind, body, names);
  planSchemas(project, data, names);
  planRoute(project, data, files.file, hiddenBy);
  planDomainFiles(project, data, files);
  return { domain };
}

/** The domain's files in the backend, the client and the contract suite; refuses a clash. */
function domainFiles(
  project: Project,
  { name }: EndpointRequest,
  domain: string,
  knownDomain: boolean,
) {
  const file = fromKebab(domain);
  const handlers = `src/mocks/backend/${file}.ts`;
  const client = `src/api/${file}.ts`;
  const contract = `contract-tests/${file}.contract.test.ts`;
  for (const each of [handlers, client])
    if (!knownDomain && project.exists(each))
      refuse(`${each} exists but is no domain's file; begin the path with another word.`);
  for (const [each, names] of [
    [handlers, [name]],
    [client, [name, `${name}Query`]],
    [ROUTER, [name]],
  ] as const) {
    const clash =
      project.exists(each) &&
      names.find((one) => topLevelNames(parse(each, project.read(each))).has(one));
    if (clash) refuse(`${each} already has ${clash}; name the endpoint another way.`);
  }
  return { handlers, client, contract, file };
}

/** What the endpoint's templates are given. */
function templateData(
  { name, method, path }: EndpointRequest,
  params: string[],
  domain: string,
  kind: 'success' | 'list' | 'record',
  body: boolean,
  names: ReturnType<typeof schemaNames>,
) {
  const { record, list, requestSchema } = names;
  const idParam = params.at(-1);
  const values = Object.fromEntries(params.map((param) => [param, `${param}-1`]));
  const prefix = record.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const thing = names.recordIsNoun ? sentence(record).toLowerCase() : 'record';
  return {
    name,
    method,
    path,
    summary: sentence(name),
    domain,
    kind,
    body,
    status: method === 'POST' ? 201 : 200,
    params,
    idParam,
    idValue: idParam && values[idParam],
    concretePath: path.replace(/:(\w+)/g, (_, param: string) => values[param]!),
    record,
    Record: pascal(record),
    list,
    request: requestSchema,
    Request: pascal(requestSchema),
    answer: kind === 'success' ? 'successAnswer' : kind === 'list' ? list : record,
    // The handler is given what it uses: the clock and ids for a new record, the body, the path.
    context: [
      method === 'POST' ? 'backend' : '',
      body ? 'request' : '',
      idParam && kind === 'record' && method !== 'POST' ? 'params' : '',
      'me',
    ]
      .filter(Boolean)
      .join(', '),
    idExpr:
      method === 'POST'
        ? `backend.newId('${prefix}')`
        : idParam && kind === 'record'
          ? `params.${idParam}!`
          : `\`${prefix}-\${me.id}\``,
    handlerDoc: jsdoc(
      kind === 'success'
        ? `${method} ${path}, a stub: answers that it is done, and changes nothing until the data holds what it deletes (a collection in src/mocks/data/db.ts and its seed).`
        : `${method} ${path}, a stub: answers ${kind === 'list' ? `a list of one ${thing}` : `a ${thing}`} made from the signed-in member${body ? ' and the body' : ''}, kept nowhere until the data holds them (a collection in src/mocks/data/db.ts and its seed).`,
    ),
    recordDoc: jsdoc(
      `${names.recordIsNoun ? `A ${thing}` : `What ${method} ${path} answers`}: the stub's shape (npm run new -- endpoint); give it the fields the product needs.`,
    ),
    requestDoc: jsdoc(
      `What ${method} ${path} takes: the stub's shape (npm run new -- endpoint); give it the fields the product needs.`,
    ),
    ...clientCall(params, body ? pascal(requestSchema) : undefined),
  };
}

type TemplateData = ReturnType<typeof templateData>;

/** Its schemas and types, where it brings new ones. */
function planSchemas(project: Project, data: TemplateData, names: ReturnType<typeof schemaNames>) {
  const { record, body } = data;
  if (body)
    project.change(REQUESTS, (text) =>
      append(
        addImports(
          REQUESTS,
          addImports(REQUESTS, text, './fields.ts', [{ name: 'required' }]),
          '../choices.ts',
          [{ name: 'TEXT_LIMITS' }],
        ),
        render('endpoint/request.ts.eta', data),
      ),
    );
  if (names.newRecord)
    project.change(ANSWERS, (text) => append(text, render('endpoint/record.ts.eta', data)));
  if (names.newList)
    project.change(CALLS, (text) => {
      // calls.ts names the answers through its `answer.`; else the record comes by name.
      const answers = namespaceImport(parse(CALLS, text), './answers.ts');
      const withRecord = answers
        ? text
        : addImports(CALLS, text, './answers.ts', [{ name: record }]);
      const recordRef = answers ? `${answers}.${record}` : record;
      return append(withRecord, render('endpoint/list.ts.eta', { ...data, recordRef }));
    });
  if (body || names.newRecord)
    project.change(TYPES, (text) =>
      append(text, render('endpoint/types.ts.eta', { ...data, newRecord: names.newRecord })),
    );
}

/**
 * The route table (last, or before a route that would answer its requests first), and the
 * router's handler for its new entry, beside the one before it.
 */
function planRoute(
  project: Project,
  data: TemplateData,
  file: string,
  hiddenBy: string | undefined,
) {
  const { name } = data;
  project.change(ROUTES, (text) => {
    const source = parse(ROUTES, text);
    const table = objectConstant(source, 'ROUTES');
    const next = hiddenBy ? property(table, hiddenBy) : undefined;
    return addToList(source, table, render('endpoint/route.ts.eta', data), { next });
  });
  const routeNames = objectConstant(parse(ROUTES, project.read(ROUTES)), 'ROUTES').properties.map(
    (entry) => entry.name?.getText(),
  );
  const previousRoute = routeNames[routeNames.indexOf(name) - 1];
  project.change(ROUTER, (text) => {
    const source = parse(ROUTER, text);
    const table = objectConstant(source, 'HANDLERS');
    const previous = previousRoute ? property(table, previousRoute) : undefined;
    return addImports(ROUTER, addToList(source, table, name, { previous }), `./${file}`, [
      { name },
    ]);
  });
}

/** The handler stub, the client's call (and query) and the contract test, in the domain's files. */
function planDomainFiles(
  project: Project,
  data: TemplateData,
  { handlers, client, contract }: { handlers: string; client: string; contract: string },
) {
  const { method, kind, body, record, request: requestSchema } = data;
  // The handler stub, in the domain's file.
  project.change(handlers, (text) => {
    const imports: [string, Imported[]][] = [
      [
        './http',
        [{ name: 'ok' }, ...(body ? [{ name: 'parseBody' }] : []), { name: 'Handler', type: true }],
      ],
      ['./identity', kind === 'success' || body ? [] : [{ name: 'fullName' }]],
      ['../../contract/schemas', body ? [{ name: requestSchema }] : []],
      ['../../contract/types', kind === 'success' ? [] : [{ name: pascal(record), type: true }]],
    ];
    return append(importing(handlers, text, imports), render('endpoint/handler.ts.eta', data));
  });

  // The client's call, and a query for a GET.
  project.change(client, (text) => {
    const imports: [string, Imported[]][] = [
      ['@tanstack/react-query', method === 'GET' ? [{ name: 'queryOptions' }] : []],
      ['../contract/types', body ? [{ name: pascal(requestSchema), type: true }] : []],
      ['../contract/routes', [{ name: 'ROUTES' }]],
      ['./call', [{ name: 'call' }]],
    ];
    return append(importing(client, text, imports), render('endpoint/api.ts.eta', data));
  });

  // Its contract test, run against both mock backends.
  project.change(contract, (text) => {
    let edited = addImports(contract, text, 'vitest', [{ name: 'expect' }, { name: 'it' }]);
    edited = addNamespaceImport(contract, edited, '../src/contract/schemas', 'schema');
    edited = addImports(contract, edited, './suite', [{ name: 'describeContract' }]);
    const schemaNs = namespaceImport(parse(contract, edited), '../src/contract/schemas')!;
    return append(edited, render('endpoint/contract.ts.eta', { ...data, schemaNs }));
  });
}

const importing = (file: string, text: string, imports: [string, Imported[]][]) =>
  imports.reduce(
    (edited, [module, names]) => (names.length ? addImports(file, edited, module, names) : edited),
    text,
  );

/**
 * The names of its schemas. The record is named after the path's last word (groups: group, and
 * Group as its type and in the OpenAPI document), the list after the word itself; a record or
 * list this generator made before, unchanged, is taken again (createGroup answers listGroups'
 * group); a name taken otherwise gives way to the endpoint's (pinPostAnswer, listPinnedItem).
 */
function schemaNames(
  project: Project,
  { name, path }: EndpointRequest,
  kind: 'list' | 'record' | 'success',
  body: boolean,
) {
  const files = [REQUESTS, ANSWERS, CALLS].map((file) => parse(file, project.read(file)));
  const taken = new Set(files.flatMap((source) => [...topLevelNames(source)]));
  const types = topLevelNames(parse(TYPES, project.read(TYPES)));
  const ids = new Set(
    files.flatMap((source) =>
      [...source.text.matchAll(/\.meta\(\{\s*id:\s*'(\w+)'/g)].map(([, id]) => id!),
    ),
  );
  const free = (schema: string) =>
    !taken.has(schema) &&
    !types.has(pascal(schema)) &&
    !ids.has(pascal(schema)) &&
    !RESERVED.has(schema);
  /** The declaration `export const schema = …` of a schema file, as written. */
  const declared = (schema: string) =>
    files
      .flatMap((source) => source.statements)
      .find(
        (statement): statement is ts.VariableStatement =>
          ts.isVariableStatement(statement) &&
          statement.declarationList.declarations.some(
            (declaration) => declaration.name.getText() === schema,
          ),
      )
      ?.getText();
  const same = (schema: string, template: string, data: object) => {
    const found = declared(schema);
    const made = render(template, { recordDoc: '', ...data }).trim();
    return found !== undefined && types.has(pascal(schema)) && bare(found) === bare(made);
  };

  const word = fromKebab(
    path
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .at(-1)!,
  );
  const noun = singular(word);
  let record = `${name}${kind === 'list' ? 'Item' : 'Answer'}`;
  let newRecord = kind !== 'success';
  if (
    noun !== word &&
    same(noun, 'endpoint/record.ts.eta', { record: noun, Record: pascal(noun) })
  ) {
    record = noun;
    newRecord = false;
  } else if (noun !== word && free(noun)) record = noun;
  let list = `${name}Answer`;
  let newList = kind === 'list';
  const answers = namespaceImport(files[2]!, './answers.ts');
  const recordRef = answers ? `${answers}.${record}` : record;
  if (
    kind === 'list' &&
    !newRecord &&
    same(word, 'endpoint/list.ts.eta', { list: word, recordRef })
  ) {
    list = word;
    newList = false;
  } else if (kind === 'list' && free(word) && word !== record) list = word;
  const requestSchema = `${name}Request`;
  for (const [schema, made] of [
    [record, newRecord],
    [list, newList],
    [requestSchema, body],
  ] as const)
    if (made && !free(schema))
      refuse(
        `src/contract/schemas already has ${schema} or ${pascal(schema)}; name the endpoint another way.`,
      );
  return { record, recordIsNoun: record === noun, newRecord, list, newList, requestSchema };
}

/** How the client calls it: its path's parameters, then its body. */
function clientCall(params: string[], requestType?: string) {
  const paramArgs = params.map((param) => `${param}: string`).join(', ');
  const callArgs = [paramArgs, requestType ? `body: ${requestType}` : '']
    .filter(Boolean)
    .join(', ');
  const callInput = [
    params.length ? `params: { ${params.join(', ')} }` : '',
    requestType ? 'body' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { paramArgs, callArgs, callInput };
}
