// `npm test`: every check in order, then one plain summary. Finds or installs Chromium first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

// The project runs on Node 24 LTS; npm puts the one it brings (tools/node24) first on the path.
const NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  console.error(
    `npm test needs Node ${NODE_MAJOR} or newer, and runs on ${process.version}: run \`npm install\` ` +
      `(it brings Node ${NODE_MAJOR} where the system's is older), then \`npm test\`.`,
  );
  process.exit(1);
}

// TypeScript, which Node 24 runs as it is.
const { REPORT_DIR, readChanges, summaryLines } = await import('./visual-changes.ts');
const { BUILDS, JOURNEY_BUILDS, failedBuilds, removeJourneyBuilds } =
  await import('./journeyBuilds.ts');
// A report left by an earlier run is not this run's.
rmSync(REPORT_DIR, { recursive: true, force: true });

const reportDir = 'node_modules/.cache/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

// The package is built and packed once (the 'package' step); the journeys install that tarball.
const { version } = JSON.parse(readFileSync('packages/ui/package.json', 'utf8'));
const env = {
  ...process.env,
  CHROMIUM_PATH: ensureChromium(),
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  BEEGLOBAL_UI_TARBALL: resolve(`packages/ui/pack/beeglobal-ui-${version}.tgz`),
};

// The journeys' builds (scripts/journeyBuilds.ts) are made from the start, beside the other steps
// at the lowest CPU priority: they take what those steps leave idle (a step's start, its last
// file), and the journeys, last, find them made rather than spend their first minute building.
// Those that install the package wait for the 'package' step's tarball.
const builds = resolve('node_modules/.cache/journey-builds');
removeJourneyBuilds(builds);
mkdirSync(builds, { recursive: true });
const buildLog = openSync(join(builds, 'builds.log'), 'a');
const building = [];
// `nice` starts every thread of a build low (setpriority would lower its main thread only).
const nice = spawnSync('nice', ['true']).status === 0 ? ['nice', '-n', '19'] : [];
function startBuilds(...names) {
  const [command, ...args] = [
    ...nice,
    process.execPath,
    'scripts/journeyBuilds.ts',
    builds,
    ...names,
  ];
  const child = spawn(command, args, { stdio: ['ignore', buildLog, buildLog], env });
  building.push(new Promise((done) => child.on('close', done)));
}
// In two lanes, so that what is left of them when the stories end takes both cores.
startBuilds('app', 'storybook');
startBuilds('demo', 'demo-subpath', 'dev-demo');

const vitest = (project, ...reporters) => [
  'node_modules/.bin/vitest',
  [
    'run',
    `--project=${project}`,
    '--reporter=default',
    '--reporter=json',
    ...reporters.map((reporter) => `--reporter=${reporter}`),
    `--outputFile.json=${reportDir}/${project}.json`,
  ],
  `${reportDir}/${project}.json`,
];

// Steps in one group run side by side (each is mostly one process on one core, and the machine
// has two), their output printed as each ends; the browser suites take both cores, one at a time.
const groups = [
  [
    // TypeScript 7, the native compiler, at a fraction of the time (typescript-eslint keeps
    // TypeScript 6's JavaScript API). One checker thread: with several, each works the shared
    // types out again (4.3 s and 5 CPU-s against 5.8 s and 11 CPU-s, measured alone on two cores).
    [
      'typecheck',
      'node_modules/typescript-native/bin/tsc',
      ['--noEmit', '-p', '.', '--singleThreaded'],
    ],
    // `npm run lint`'s two halves, side by side: ESLint, and Prettier's check.
    ['lint', 'node_modules/.bin/eslint', ['.', '--max-warnings', '0']],
    ['format', 'node_modules/.bin/prettier', ['--check', '.', '--log-level', 'warn']],
    // `npm run new`'s three generators, tried in a copy of the project (scripts/generate): not one
    // process but a chain of runs there (its own type-check, lint, stories), one after another.
    ['generators', ...vitest('generators')],
  ],
  [
    ['unit', ...vitest('unit')],
    ['contract', ...vitest('contract')],
    [
      'package',
      'npm',
      ['run', '--silent', 'check:ui'],
      undefined,
      () => {
        startBuilds('next-consumer');
        startBuilds('consumer');
      },
    ],
  ],
  [['stories', ...vitest('storybook', './scripts/visual-report.ts')]],
  [['journeys', ...vitest('e2e')]],
];

/** What a step needs besides `env`: the journeys, where their builds are. */
const stepEnv = { journeys: { [JOURNEY_BUILDS]: builds } };

/** Waits for the journeys' builds (each left a marker, made or failed); says how long it waited. */
async function buildsMade() {
  const started = Date.now();
  await Promise.all(building);
  const waited = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nThe journeys' builds were made ${waited} s after the stories ended.`);
  const failed = failedBuilds(builds, Object.keys(BUILDS), join(builds, 'builds.log'));
  if (failed.length) console.log(`These failed (their journeys say why): ${failed.join(', ')}`);
}

function runStep([name, command, args, report, after], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : 'pipe',
      env: { ...env, ...stepEnv[name] },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    if (alone) console.log(`\n=== ${name} ===`);
    child.on('close', (status) => {
      if (!alone) console.log(`\n=== ${name} ===\n${Buffer.concat(output).toString().trimEnd()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // A step without test counts (typecheck, lint, or a runner that crashed) counts as one check.
      const counts =
        report && existsSync(report)
          ? (({ numPassedTests, numFailedTests, numPendingTests }) => ({
              passed: numPassedTests,
              failed: numFailedTests,
              skipped: numPendingTests,
            }))(JSON.parse(readFileSync(report, 'utf8')))
          : { passed: status === 0 ? 1 : 0, failed: 0, skipped: 0 };
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      after?.();
      resolve({ name, ok: status === 0, seconds, ...counts });
    });
  });
}

const results = [];
for (const group of groups) {
  if (group[0][0] === 'journeys') await buildsMade();
  results.push(...(await Promise.all(group.map((step) => runStep(step, group.length === 1)))));
}
removeJourneyBuilds(builds);

console.log('\n=== summary ===');
for (const step of results) {
  const counts = `${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped`;
  console.log(
    `${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${step.seconds.padStart(6)} s  ${counts}`,
  );
}
const total = (key) => results.reduce((sum, step) => sum + step[key], 0);
console.log(
  `Tests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped, on Node ${process.version}, in ${Math.round(process.uptime())} s`,
);
// The visual report's path comes last, where a person looks first.
const visualChanges = readChanges(process.cwd());
if (visualChanges) for (const line of summaryLines(visualChanges, process.cwd())) console.log(line);
process.exit(results.every((step) => step.ok) ? 0 : 1);
