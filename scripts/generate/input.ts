// What `npm run new -- …` was asked for, or one line saying why not. The checks here need only the
// words typed; the ones that need the project (a name already taken) are each generator's.
import type { ComponentRequest } from './component.ts';
import {
  METHODS,
  PATH_PATTERN,
  pathParams,
  type EndpointRequest,
  type Method,
} from './endpoint.ts';
import { isCamelCase, isPascalCase } from './names.ts';
import { refuse } from './project.ts';
import type { ScreenRequest } from './screen.ts';

export type Request =
  | ({ kind: 'component' } & ComponentRequest)
  | ({ kind: 'screen' } & ScreenRequest)
  | ({ kind: 'endpoint' } & EndpointRequest);

const USAGE = {
  component: 'npm run new -- component Name [--group Group] [--app-only]',
  screen: 'npm run new -- screen Name /path [--public]',
  endpoint: 'npm run new -- endpoint name METHOD /path',
};

/** A screen's path: lower-case words, joined by - within a part. */
const SCREEN_PATH = /^(?:\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*)+$/;

/** Names a template gives already (its imports, its stories), which its new file cannot reuse. */
const TEMPLATE_NAMES = {
  Component: ['Empty', 'Meta', 'ReactNode', 'Story', 'StoryObj', 'Trans', 'WithContent'],
  Screen: ['Empty', 'EmptyState', 'Meta', 'PageHeader', 'Story', 'StoryObj', 'Trans'],
};

function pascalName(name: string, what: keyof typeof TEMPLATE_NAMES) {
  if (!isPascalCase(name)) refuse(`${what} names are PascalCase, as RsvpSummary: not '${name}'.`);
  if (TEMPLATE_NAMES[what].includes(name))
    refuse(`${name} is a name the ${what.toLowerCase()}'s files use already; choose another.`);
}

function slashed(path: string) {
  if (!path.startsWith('/')) refuse(`A path starts with '/', as /groups: not '${path}'.`);
}

/** The words after `npm run new --`, as a request; refuses anything else in one line. */
export function parseInput(argv: string[]): Request {
  const [kind, ...rest] = argv;
  if (kind !== 'component' && kind !== 'screen' && kind !== 'endpoint')
    return refuse(
      `Say what to make: ${Object.values(USAGE).join(' | ')}${kind ? `; not '${kind}'` : ''}.`,
    );
  const words: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index]!;
    if (!word.startsWith('--')) {
      words.push(word);
      continue;
    }
    const [option, value] = word.slice(2).split(/=(.*)/s);
    if (value !== undefined && option !== 'group')
      refuse(`--${option} takes no value: write --${option} alone, or leave it out.`);
    options.set(option!, value ?? (option === 'group' ? (rest[++index] ?? '') : true));
  }
  const allowed: string[] = { component: ['group', 'app-only'], screen: ['public'], endpoint: [] }[
    kind
  ];
  const unknown = [...options.keys()].find((option) => !allowed.includes(option));
  if (unknown !== undefined) refuse(`${USAGE[kind]}: there is no --${unknown}.`);
  const expected = { component: 1, screen: 2, endpoint: 3 }[kind];
  if (words.length !== expected) refuse(`Usage: ${USAGE[kind]}`);

  if (kind === 'component') {
    const [name] = words as [string];
    pascalName(name, 'Component');
    const group = options.get('group');
    if (group === '' || group === true) refuse('--group takes a group, as --group Events.');
    return { kind, name, group: group as string | undefined, appOnly: options.has('app-only') };
  }
  if (kind === 'screen') {
    const [name, path] = words as [string, string];
    pascalName(name, 'Screen');
    slashed(path);
    if (!SCREEN_PATH.test(path))
      refuse(
        `A screen's path is lower-case words joined by - and /, as /event-groups: not '${path}'.`,
      );
    return { kind, name, path, public: options.has('public') };
  }
  const [name, method, path] = words as [string, string, string];
  if (!isCamelCase(name)) refuse(`Endpoint names are camelCase, as listGroups: not '${name}'.`);
  if (!(METHODS as readonly string[]).includes(method))
    refuse(`The method is one of ${METHODS.join(', ')}: not '${method}'.`);
  slashed(path);
  if (!PATH_PATTERN.test(path))
    refuse(
      `An endpoint's path is lower-case words and :parameters after a first word, as /groups/:id: not '${path}'.`,
    );
  const params = pathParams(path);
  const twice = params.find((param, index) => params.indexOf(param) !== index);
  if (twice) refuse(`A path names each parameter once: :${twice} is there twice in '${path}'.`);
  return { kind, name, method: method as Method, path };
}
