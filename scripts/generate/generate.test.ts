import { execFile, type ExecFileException } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testFolder.ts';
import { copyProject } from './projectCopy.ts';

/*
 * The three generators, run once in a copy of the project as a developer would run them; then
 * what they made passes, with no hand edit: one type-check, one ESLint and one Prettier run over
 * every file they wrote or changed, the new stories in Chromium (their plays, axe, their first
 * pictures written) and the new endpoint's contract test against both mock backends.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** The environment of a run in the copy: this Node first, nothing of the vitest running this. */
function childEnv() {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Vitest's own, and what would point the copy's runs elsewhere (a real backend, a mock mode).
  for (const name of Object.keys(env))
    if (
      /^(VITEST|VITE_|CONTRACT_)/.test(name) ||
      ['TEST', 'NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL'].includes(name)
    )
      delete env[name];
  env.PATH = `${dirname(process.execPath)}:${env.PATH}`;
  return env;
}

type Ran = { code: number; output: string };

/** Runs a command in `cwd`, to its end, with its output; never throws. */
const run = (cwd: string, command: string, args: string[]) =>
  new Promise<Ran>((done) =>
    execFile(
      command,
      args,
      { cwd, env: childEnv(), maxBuffer: 64 * 1024 * 1024 },
      (error: ExecFileException | null, stdout, stderr) =>
        // The end of the output says why a run failed; all of it would bury the assertion.
        done({
          code: error ? Number(error.code ?? 1) : 0,
          output: `${stdout}${stderr}`.slice(-8000),
        }),
    ),
  );

/** What a vitest run's JSON report says of each test: its file, its name and its state. */
function results(report: string) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  return testResults.flatMap(({ name, assertionResults }) =>
    assertionResults.map(
      ({ fullName, status }) => `${status}: ${name.split('/').pop()} ${fullName}`,
    ),
  );
}

const pictures = (copy: string, folder: string) => {
  const path = join(copy, folder);
  return existsSync(path) ? readdirSync(path).sort() : [];
};

describe('npm run new', () => {
  it('writes a component, a screen and an endpoint that pass lint, the type-check and their tests as they are', async () => {
    const started = Date.now();
    const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
    const took: string[] = [];
    const copy = join(testFolder('generate'), 'project');
    copyProject(ROOT, copy);
    took.push(`copy ${seconds()}`);
    const bin = (name: string) => join(copy, 'node_modules/.bin', name);

    // The generators, one after another: each brings its words into the same catalogues.
    const touched = new Set<string>();
    for (const input of [
      ['component', 'RsvpSummary'],
      ['screen', 'Groups', '/groups'],
      ['endpoint', 'listGroups', 'GET', '/groups'],
    ]) {
      const made = await run(copy, 'npm', ['run', '--silent', 'new', '--', ...input]);
      expect(made, input.join(' ')).toMatchObject({ code: 0 });
      for (const [, file] of made.output.matchAll(/^ {2}(?:wrote|changed) +(\S+)$/gm))
        touched.add(file!);
    }
    took.push(`generators ${seconds()}`);
    expect([...touched].sort()).toEqual([
      '.changeset/add-rsvp-summary.md',
      '.storybook/preview.tsx',
      'contract-tests/groups.contract.test.ts',
      'docs/package.md',
      'src/api/groups.ts',
      'src/app/routes.tsx',
      'src/components/RsvpSummary/RsvpSummary.css.ts',
      'src/components/RsvpSummary/RsvpSummary.stories.tsx',
      'src/components/RsvpSummary/RsvpSummary.tsx',
      'src/components/index.ts',
      'src/contract/routes.ts',
      'src/contract/schemas/answers.ts',
      'src/contract/schemas/calls.ts',
      'src/contract/types.ts',
      'src/mocks/backend/groups.ts',
      'src/mocks/backend/router.ts',
      'src/paths.ts',
      'src/screens/Groups/Groups.css.ts',
      'src/screens/Groups/Groups.stories.tsx',
      'src/screens/Groups/Groups.tsx',
    ]);
    const code = [...touched].filter((file) => /\.tsx?$/.test(file));
    const reports = join(copy, 'node_modules/.cache/generate');
    const vitest = (project: string, ...files: string[]) =>
      run(copy, bin('vitest'), [
        'run',
        `--project=${project}`,
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/${project}.json`,
        // The stories in one page (see below); --update last: it takes a value, and would take a
        // file's name for one.
        ...(project === 'storybook' ? ['--maxWorkers=1', '--update'] : []),
      ]);

    // The stories take longest, in Chromium; the rest runs beside them, one after another. Both
    // files in one page: each page loads the app's modules through Vite, and a second page cost
    // 7 CPU-s more for no time saved (32 against 39 CPU-s, 22 against 24 s, measured).
    const storiesRun = vitest(
      'storybook',
      'src/components/RsvpSummary/RsvpSummary.stories.tsx',
      'src/screens/Groups/Groups.stories.tsx',
    );
    // One checker thread, as npm test's type-check runs (scripts/test.mjs says why).
    const typecheck = await run(copy, join(copy, 'node_modules/typescript-native/bin/tsc'), [
      '--noEmit',
      '-p',
      '.',
      '--singleThreaded',
    ]);
    const lint = await run(copy, bin('eslint'), ['--max-warnings', '0', ...code]);
    const format = await run(copy, bin('prettier'), ['--check', ...touched]);
    // The route table's other check comes too: every route documented, and answered.
    const contract = await vitest(
      'contract',
      'contract-tests/groups.contract.test.ts',
      'contract-tests/openapi.test.ts',
    );
    took.push(`type-check, lint, format and contract ${seconds()}`);
    const stories = await storiesRun;
    took.push(`stories ${seconds()}`);
    // Where the time goes, for whoever makes this test quicker (each figure since the start).
    console.log(`npm run new, tried in a copy: ${took.join(', ')}`);

    // The new words are in the catalogues, waiting for their translations.
    const spanish = readFileSync(join(copy, 'src/locales/es.po'), 'utf8');
    for (const message of ['Nothing here yet.', 'Nothing here yet', 'Come back soon.'])
      expect(spanish).toContain(`msgid "${message}"\nmsgstr ""`);
    expect(typecheck, 'the type-check').toMatchObject({ code: 0 });
    expect(lint, 'ESLint').toMatchObject({ code: 0 });
    expect(format, 'Prettier').toMatchObject({ code: 0 });
    expect(contract, 'the contract tests').toMatchObject({ code: 0 });
    expect(
      results(`${reports}/contract.json`)
        .filter((test) => /listGroups/.test(test))
        .sort(),
    ).toEqual(
      ['MSW', 'json-server'].flatMap((backend) => [
        `passed: groups.contract.test.ts REST contract: ${backend} backend listGroups GET /groups answers the signed-in member as its stub does`,
        `passed: groups.contract.test.ts REST contract: ${backend} backend listGroups GET /groups is for members only`,
      ]),
    );
    expect(stories, 'the stories').toMatchObject({ code: 0 });
    expect(results(`${reports}/storybook.json`).sort()).toEqual([
      'passed: Groups.stories.tsx Empty',
      'passed: RsvpSummary.stories.tsx Empty',
      'passed: RsvpSummary.stories.tsx With Content',
    ]);
    // Their first pictures, one for each mode the stories declare.
    expect(
      pictures(copy, 'src/components/RsvpSummary/__screenshots__/RsvpSummary.stories.tsx'),
    ).toEqual(
      ['empty-640', 'empty-640-dark', 'with-content-640', 'with-content-640-dark']
        .map((name) => `components-events-rsvpsummary-${name}-chromium-linux.png`)
        .sort(),
    );
    expect(pictures(copy, 'src/screens/Groups/__screenshots__/Groups.stories.tsx')).toEqual(
      ['1280', '1280-ar', '1280-dark', '390', '390-ar', '390-dark', '390-pseudo']
        .map((name) => `screens-groups-empty-${name}-chromium-linux.png`)
        .sort(),
    );
  }, 900_000);
});
