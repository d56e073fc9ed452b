// npm run new -- component Name | screen Name /path | endpoint name METHOD /path
// Writes every file its recipe names (docs/storybook.md, docs/mock-backends.md), then brings the
// new messages into the catalogues, and says what it did and what is left by hand.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planComponent } from './component.ts';
import { planEndpoint } from './endpoint.ts';
import { parseInput, type Request } from './input.ts';
import { Project, Refusal } from './project.ts';
import { planScreen } from './screen.ts';

const CATALOGUES = ['src/locales/en.po', 'src/locales/landing/en.po', 'src/locales/demo/en.po'];

/** The source messages of the catalogues (a .po's msgid may run on over several lines). */
function sourceMessages(root: string) {
  const messages = new Set<string>();
  for (const file of CATALOGUES.map((catalogue) => join(root, catalogue))) {
    if (!existsSync(file)) continue;
    for (const [, first, more] of readFileSync(file, 'utf8').matchAll(
      /^msgid "(.*)"\n((?:".*"\n)*)/gm,
    )) {
      const text = first! + [...more!.matchAll(/^"(.*)"$/gm)].map(([, line]) => line).join('');
      if (text) messages.add(JSON.parse(`"${text}"`) as string);
    }
  }
  return messages;
}

/** What the generator makes, in the project: a headline and the steps left by hand. */
async function plan(project: Project, request: Request) {
  switch (request.kind) {
    case 'component': {
      const { title, folder } = planComponent(project, request);
      return {
        made: `component ${request.name}, in Storybook as ${title}`,
        next: [
          `npm run test:stories -- ${folder}: its first run writes the pictures; look at each in __screenshots__/ and commit them.`,
          "Fill in its guidance (parameters.guidance), and mark it 'use client' once it takes a handler or a hook.",
        ],
      };
    }
    case 'screen': {
      const { key, folder } = planScreen(project, request);
      return {
        made: `screen ${request.name} at ${request.path} (paths.${key})`,
        next: [
          `npm run test:stories -- ${folder}: its first run writes the pictures; look at each in __screenshots__/ and commit them.`,
          ...(request.public
            ? []
            : [
                'Link to it where a member finds it, and name it in e2e/routes.e2e.ts, e2e/demoBar.e2e.ts, scripts/bench.mjs and scripts/lighthouse.ts.',
              ]),
        ],
      };
    }
    case 'endpoint': {
      const { domain } = await planEndpoint(project, request);
      return {
        made: `endpoint ${request.name}, ${request.method} ${request.path}, a stub in the ${domain} domain`,
        next: [
          'Give its schemas the fields the product needs, and its handler the logic over the mock data.',
          `npm run test:contract -- -t ${request.name}: its contract test, against both mock backends.`,
        ],
      };
    }
  }
}

async function main() {
  const request = parseInput(process.argv.slice(2));
  const project = new Project();
  const { made, next } = await plan(project, request);
  const before = sourceMessages(project.root);
  await project.write();
  const extract = spawnSync('npm', ['run', '--silent', 'i18n:extract'], {
    cwd: project.root,
    encoding: 'utf8',
  });
  if (extract.status !== 0) {
    process.stderr.write(`${extract.stdout}${extract.stderr}`);
    throw new Error('npm run i18n:extract failed: the files above are written, the catalogues not');
  }
  const added = [...sourceMessages(project.root)].filter((message) => !before.has(message));
  console.log(
    [
      `Made the ${made}:`,
      ...project.summary(),
      `  ran      npm run i18n:extract${added.length ? '' : ' (no new message)'}`,
      'Next:',
      ...(added.length
        ? [
            `  - Translate its new messages in each language's src/locales/…/*.po: ${added.map((message) => JSON.stringify(message)).join(', ')}; then npm run test:unit -- src/i18n.`,
          ]
        : []),
      ...next.map((step) => `  - ${step}`),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
});
