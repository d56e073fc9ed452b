import { describe, expect, it } from 'vitest';
import {
  groupFor,
  componentGroups,
  planComponent,
  withExport,
  withServerComponent,
} from './component.ts';
import { addImports } from './edits.ts';
import { singular } from './names.ts';
import { planEndpoint } from './endpoint.ts';
import { Project } from './project.ts';
import { planScreen } from './screen.ts';

/*
 * The generators' choices the slow test (generate.test.ts) does not run, planned in memory
 * against the project as it is: nothing here is written.
 */

const text = (project: Project, file: string) => project.written.get(file)?.text ?? '';

describe('a component', () => {
  it('for the app only: no export, no changeset, tagged app-only', () => {
    const project = new Project();
    planComponent(project, { name: 'DemoHint', appOnly: true });
    expect([...project.written.keys()]).toEqual([
      'src/components/DemoHint/DemoHint.tsx',
      'src/components/DemoHint/DemoHint.css.ts',
      'src/components/DemoHint/DemoHint.stories.tsx',
    ]);
    expect(text(project, 'src/components/DemoHint/DemoHint.stories.tsx')).toContain(
      "title: 'Components/Demo/DemoHint',\n  tags: ['autodocs', 'app-only'],",
    );
  });

  it('goes in the group of the components that share its first word that any shares', () => {
    const project = new Project();
    const groups = componentGroups(project);
    expect(groupFor(project, 'RsvpSummary', groups)).toBe('Events');
    expect(groupFor(project, 'ChatHeader', groups)).toBe('Chat');
    expect(groupFor(project, 'InterestCard', groups)).toBe('Social');
    expect(groupFor(project, 'Sparkle', groups)).toBe('Foundations');
  });

  it('is exported in its place, A to Z, and listed among the server components', () => {
    const entry = [
      '// What the components need.',
      "export { LOCALES } from '../i18n/locales';",
      '',
      '// The components, A to Z.',
      "export { Badge, type BadgeProps } from './Badge/Badge';",
      "export { Card, type CardProps } from './Card/Card';",
      '',
      '// The helpers.',
      "export { button } from './Button/Button.css';",
    ].join('\n');
    const line = (name: string) =>
      `export { ${name}, type ${name}Props } from './${name}/${name}';`;
    expect(withExport(entry, 'Avatar').split('\n').slice(3, 5)).toEqual([
      '// The components, A to Z.',
      line('Avatar'),
    ]);
    expect(withExport(entry, 'Button').split('\n')[5]).toBe(line('Button'));
    expect(withExport(entry, 'Dialog').split('\n')[6]).toBe(line('Dialog'));
    expect(
      withServerComponent(
        '- **Server components.** Badge, Card and Logo carry no `x`: they render on the server.\n',
        'Beacon',
      ),
    ).toBe(
      '- **Server components.** Badge, Beacon, Card and Logo carry no `x`: they render on the server.\n',
    );
  });
});

describe('a screen for everyone (--public)', () => {
  it('routes beside the sign-in, sorts after it, and starts signed out', () => {
    const project = new Project();
    planScreen(project, { name: 'HelpCentre', path: '/help', public: true });
    expect(text(project, 'src/app/routes.tsx')).toContain(
      "{ path: paths.auth, lazy: screen(() => import('../screens/Auth/Auth')) },\n{ path: paths.helpCentre, lazy: screen(() => import('../screens/HelpCentre/HelpCentre')) },",
    );
    expect(text(project, '.storybook/preview.tsx')).toMatch(/'Auth',\s*'Help centre',/);
    expect(text(project, 'src/paths.ts')).toMatch(/profile: '\/profile',\s*helpCentre: '\/help',/);
    const story = text(project, 'src/screens/HelpCentre/HelpCentre.stories.tsx');
    expect(story).not.toContain('session');
    expect(story).toContain("toHaveAttribute('href', '/')");
  });
});

describe('an endpoint', () => {
  it("in a domain that has a file: added to the domain's files", async () => {
    const project = new Project();
    await planEndpoint(project, { name: 'pinPost', method: 'PUT', path: '/posts/:id/pin' });
    expect([...project.written.keys()].sort()).toEqual([
      'contract-tests/posts.contract.test.ts',
      'src/api/posts.ts',
      'src/contract/routes.ts',
      'src/contract/schemas/answers.ts',
      'src/contract/schemas/requests.ts',
      'src/contract/types.ts',
      'src/mocks/backend/posts.ts',
      'src/mocks/backend/router.ts',
    ]);
    expect(text(project, 'src/mocks/backend/posts.ts')).toMatch(
      /^import \{ commentRequest, createPostRequest, pinPostRequest, rsvpRequest \} from/,
    );
    expect(text(project, 'src/mocks/backend/router.ts')).toMatch(/authorizeChannel,\npinPost,/);
    expect(text(project, 'src/api/posts.ts')).toContain(
      'export const pinPost = (id: string, body: PinPostRequest) =>\n  call(ROUTES.pinPost, { params: { id }, body });',
    );
  });

  it('comes before a route that would answer its requests first', async () => {
    const project = new Project();
    await planEndpoint(project, { name: 'searchUsers', method: 'GET', path: '/users/search' });
    const table = text(project, 'src/contract/routes.ts');
    // GET /users/:id matches /users/search too: the router and the mock worker take the first.
    expect(table.indexOf('  searchUsers: {')).toBeGreaterThan(table.indexOf('  getProfile: {'));
    expect(table.indexOf('  searchUsers: {')).toBeLessThan(table.indexOf('  getUser: {'));
    expect(text(project, 'src/mocks/backend/router.ts')).toMatch(/getProfile,\nsearchUsers,/);
    // Another method, or a path it does not cover: the route goes last, as ever.
    const other = new Project();
    await planEndpoint(other, { name: 'renameUser', method: 'PATCH', path: '/users/:id/name' });
    const routes = text(other, 'src/contract/routes.ts');
    // authorizeChannel is the table's last route now.
    expect(routes.indexOf('renameUser: {')).toBeGreaterThan(routes.indexOf('authorizeChannel: {'));
  });

  it('made by a POST under a path parameter: its test does not expect the parameter as its id', async () => {
    const project = new Project();
    await planEndpoint(project, {
      name: 'addMember',
      method: 'POST',
      path: '/groups/:groupId/members',
    });
    const test = text(project, 'contract-tests/groups.contract.test.ts');
    expect(test).toContain("name: 'Weekend picnic'");
    expect(test).not.toMatch(/id: 'group/);
  });

  it('answers with a record it made before, where that is unchanged', async () => {
    const project = new Project();
    await planEndpoint(project, { name: 'listGroups', method: 'GET', path: '/groups' });
    // As the files stand once that is written: a second endpoint of the domain.
    const again = new Project();
    for (const file of ['src/contract/schemas/answers.ts', 'src/contract/types.ts'])
      again.written.set(file, { text: text(project, file), created: false });
    await planEndpoint(again, { name: 'createGroup', method: 'POST', path: '/groups' });
    expect(text(again, 'src/contract/routes.ts')).toContain(
      "body: 'createGroupRequest',\n  status: 201,\n  answer: 'group',",
    );
    expect(text(again, 'src/contract/schemas/answers.ts')).toBe(
      text(project, 'src/contract/schemas/answers.ts'),
    );
    expect(text(again, 'src/mocks/backend/groups.ts')).toContain('} satisfies Group,\n    201,');
  });
});

describe('imports', () => {
  it('join an import of the module in order, or come as a new one after the last', () => {
    const file =
      "import { fail, ok, type Handler } from './http';\nimport type { User } from './types';\n\nexport {};\n";
    expect(
      addImports('a.ts', file, './http', [{ name: 'parseBody' }, { name: 'Backend', type: true }]),
    ).toBe(
      "import { fail, ok, parseBody, type Backend, type Handler } from './http';\nimport type { User } from './types';\n\nexport {};\n",
    );
    expect(addImports('a.ts', file, './types', [{ name: 'Group', type: true }])).toContain(
      "import type { Group, User } from './types';",
    );
    expect(addImports('a.ts', file, './call', [{ name: 'call' }])).toContain(
      "import type { User } from './types';\nimport { call } from './call';",
    );
    expect(addImports('a.ts', file, './http', [{ name: 'ok' }])).toBe(file);
    // A module imported with its ending is the same module.
    expect(
      addImports('a.ts', file.replace("'./http'", "'./http.ts'"), './http', [{ name: 'ok' }]),
    ).toBe(file.replace("'./http'", "'./http.ts'"));
    expect(addImports('a.ts', '', './call', [{ name: 'call' }])).toBe(
      "import { call } from './call';\n",
    );
  });
});

describe("a resource's name, made singular", () => {
  it('drops the plural ending, and leaves words that only end in s', () => {
    expect(['groups', 'stories', 'classes', 'status', 'bus', 'analysis'].map(singular)).toEqual([
      'group',
      'story',
      'class',
      'status',
      'bus',
      'analysis',
    ]);
  });
});
