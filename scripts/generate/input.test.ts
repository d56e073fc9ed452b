import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planComponent } from './component.ts';
import { planEndpoint, type EndpointRequest } from './endpoint.ts';
import { parseInput } from './input.ts';
import { Project, Refusal } from './project.ts';
import { planScreen } from './screen.ts';

/*
 * What the generators refuse, each in one line, before they write anything: the words typed
 * (no project needed), then names and paths the project already has (read, never written: a
 * plan is made in memory and only `npm run new` writes it).
 */

const refusal = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('npm run new: the words typed', () => {
  it.each([
    [[], /^Say what to make: npm run new -- component Name/],
    [['widget', 'Foo'], /not 'widget'\.$/],
    [
      ['component', 'rsvpSummary'],
      /^Component names are PascalCase, as RsvpSummary: not 'rsvpSummary'\.$/,
    ],
    [['component', 'Rsvp_Summary'], /PascalCase/],
    [['component', 'RSVPSummary'], /PascalCase/],
    [['component'], /^Usage: npm run new -- component Name/],
    [['component', 'A1', 'B2'], /^Usage:/],
    [['component', 'RsvpSummary', '--colour'], /there is no --colour\.$/],
    [['component', 'RsvpSummary', '--group'], /^--group takes a group/],
    [['screen', 'groups', '/groups'], /^Screen names are PascalCase/],
    [['screen', 'Groups', 'groups'], /^A path starts with '\/', as \/groups: not 'groups'\.$/],
    [['screen', 'Groups', '/Groups'], /lower-case words/],
    [['screen', 'Groups', '/groups/:id'], /lower-case words/],
    [['screen', 'Groups'], /^Usage: npm run new -- screen Name \/path/],
    [['screen', 'Groups', '/groups', '--app-only'], /there is no --app-only/],
    [['endpoint', 'ListGroups', 'GET', '/groups'], /^Endpoint names are camelCase/],
    [['endpoint', 'list_groups', 'GET', '/groups'], /camelCase/],
    [
      ['endpoint', 'listGroups', 'FETCH', '/groups'],
      /^The method is one of GET, POST, PUT, PATCH, DELETE: not 'FETCH'\.$/,
    ],
    [['endpoint', 'listGroups', 'get', '/groups'], /not 'get'/],
    [['endpoint', 'listGroups', 'GET', 'groups'], /^A path starts with '\/'/],
    [['endpoint', 'getGroup', 'GET', '/:id'], /after a first word/],
    [['endpoint', 'getGroup', 'GET', '/groups/:id/'], /lower-case words/],
    [['endpoint', 'listGroups', 'GET'], /^Usage: npm run new -- endpoint name METHOD \/path/],
    [
      ['endpoint', 'getMember', 'GET', '/groups/:id/members/:id'],
      /^A path names each parameter once: :id is there twice in '\/groups\/:id\/members\/:id'\.$/,
    ],
    [['component', 'Meta'], /^Meta is a name the component's files use already; choose another\.$/],
    [['component', 'Empty'], /component's files use already/],
    [['component', 'Trans'], /component's files use already/],
    [['screen', 'PageHeader', '/page-header'], /^PageHeader is a name the screen's files use/],
    [['screen', 'EmptyState', '/nothing'], /screen's files use already/],
    [
      ['component', 'RsvpSummary', '--app-only=no'],
      /^--app-only takes no value: write --app-only alone, or leave it out\.$/,
    ],
    [['screen', 'Groups', '/groups', '--public=false'], /^--public takes no value/],
  ])('%j is refused', (argv, line) => {
    const message = refusal(() => parseInput(argv));
    expect(message).toMatch(line);
    expect(message).not.toContain('\n');
  });

  it('takes what each generator is for', () => {
    expect(parseInput(['component', 'RsvpSummary'])).toEqual({
      kind: 'component',
      name: 'RsvpSummary',
      group: undefined,
      appOnly: false,
    });
    expect(parseInput(['component', 'RsvpSummary', '--group', 'Events', '--app-only'])).toEqual({
      kind: 'component',
      name: 'RsvpSummary',
      group: 'Events',
      appOnly: true,
    });
    expect(parseInput(['component', 'RsvpSummary', '--group=Events'])).toMatchObject({
      group: 'Events',
    });
    expect(parseInput(['screen', 'EventGroups', '/event-groups', '--public'])).toEqual({
      kind: 'screen',
      name: 'EventGroups',
      path: '/event-groups',
      public: true,
    });
    expect(parseInput(['endpoint', 'getGroup', 'GET', '/groups/:groupId'])).toEqual({
      kind: 'endpoint',
      name: 'getGroup',
      method: 'GET',
      path: '/groups/:groupId',
    });
  });

  // A process of its own, as `npm run new` starts it: seconds on a machine busy with other work.
  it('says so in one line on stderr, and fails, from the command line', { timeout: 30_000 }, () => {
    const root = resolve(import.meta.dirname, '../..');
    let failure: { status: number; stdout: string; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, ['scripts/generate/new.ts', 'component', 'badge'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure).toMatchObject({
      status: 1,
      stdout: '',
      stderr: "Component names are PascalCase, as RsvpSummary: not 'badge'.\n",
    });
  });
});

describe('npm run new: what the project has already', () => {
  const project = () => new Project();
  const refused = (plan: (project: Project) => unknown) => {
    const made = project();
    const message = refusal(() => plan(made));
    expect(made.written.size, 'nothing planned').toBe(0);
    return message;
  };
  const refusedEndpoint = async (request: EndpointRequest) => {
    const made = project();
    const message = await planEndpoint(made, request).then(
      () => 'not refused',
      (error: unknown) => (error instanceof Refusal ? error.message : Promise.reject(error)),
    );
    expect(made.written.size, 'nothing planned').toBe(0);
    return message;
  };

  it('refuses a component that exists, or a group Storybook does not have', () => {
    expect(refused((made) => planComponent(made, { name: 'Badge', appOnly: false }))).toBe(
      'src/components/Badge already exists.',
    );
    // Exported from another component's folder (EventCard's).
    expect(refused((made) => planComponent(made, { name: 'ThemeBadge', appOnly: false }))).toBe(
      'src/components/index.ts already exports ThemeBadge.',
    );
    expect(
      refused((made) =>
        planComponent(made, { name: 'RsvpSummary', group: 'Widgets', appOnly: false }),
      ),
    ).toMatch(/^--group is one of Foundations, Actions, .*, Demo; not Widgets\.$/);
  });

  it('refuses a screen, a path or a sidebar name that exists', () => {
    expect(
      refused((made) => planScreen(made, { name: 'Subscription', path: '/plans', public: false })),
    ).toBe('src/screens/Subscription already exists.');
    expect(
      refused((made) => planScreen(made, { name: 'Groups', path: '/events', public: false })),
    ).toBe('/events is already paths.events in src/paths.ts.');
    expect(
      refused((made) => planScreen(made, { name: 'Feed', path: '/news-feed', public: false })),
    ).toBe('src/paths.ts already names paths.feed.');
  });

  it('refuses an endpoint whose name or call exists, or that the mock backends keep for themselves', async () => {
    expect(await refusedEndpoint({ name: 'feed', method: 'GET', path: '/feed' })).toBe(
      'The route table already has feed.',
    );
    expect(
      await refusedEndpoint({
        name: 'readComments',
        method: 'GET',
        path: '/posts/:postId/comments',
      }),
    ).toBe("GET /posts/:postId/comments is already the route table's listComments.");
    expect(await refusedEndpoint({ name: 'resetAll', method: 'POST', path: '/demo/all' })).toMatch(
      /^\/demo holds the mock backends' own calls/,
    );
    expect(await refusedEndpoint({ name: 'connect', method: 'GET', path: '/app/key' })).toMatch(
      /^\/app is where the real-time connection is served/,
    );
    expect(await refusedEndpoint({ name: 'delete', method: 'DELETE', path: '/groups/:id' })).toBe(
      "'delete' is a word of JavaScript; choose another.",
    );
    expect(await refusedEndpoint({ name: 'listHelpers', method: 'GET', path: '/identity' })).toBe(
      "src/mocks/backend/identity.ts exists but is no domain's file; begin the path with another word.",
    );
    expect(await refusedEndpoint({ name: 'getFeed', method: 'GET', path: '/posts/latest' })).toBe(
      'src/api/posts.ts already has getFeed; name the endpoint another way.',
    );
  });
});
