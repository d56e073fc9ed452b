// The journeys' builds: the app, the static demo (at the root, below a sub-path, and in a
// development build), the static Storybook and the two apps that install the package. `npm test`
// makes them ahead, beside its first steps at the lowest CPU priority (scripts/test.mjs), so they
// take the time those steps leave idle; a journey then finds its build ready. Run alone (no BEEGLOBAL_JOURNEY_BUILDS), a
// journey builds it itself.
// Plain TypeScript that Node 24 runs as it is:
//   node scripts/journeyBuilds.ts <folder> <build>...   makes each build, one after another.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNextConsumer, packedTarball, run } from './nextConsumer.ts';

/** Where `npm test` tells the journeys their builds are made (a folder of markers). */
export const JOURNEY_BUILDS = 'BEEGLOBAL_JOURNEY_BUILDS';

/** Runs a command in the project to its end; fails with its exit code. */
const command = (name: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    // What it prints goes to the caller's error output: the journeys' log, or the builds' own.
    const child = spawn(name, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} exited ${code}`)),
    );
  });

/**
 * `vite build` as a person runs it: production (vitest's NODE_ENV is 'test'), at the root unless
 * `env` says otherwise, and none of vitest's variables.
 */
const viteBuild = (args: string[], env: Record<string, string> = {}) =>
  command('node_modules/.bin/vite', ['build', ...args, '--logLevel', 'warn'], {
    ...withoutVitest(),
    NODE_ENV: 'production',
    BASE_PATH: '',
    ...env,
  });

/** The environment less vitest's variables (with them, .storybook/main.ts takes a build for a test run). */
const withoutVitest = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

/** The static demo (MSW in the browser), as `npm run build:demo` builds it; `env` may set BASE_PATH. */
export const buildDemo = (outDir: string, env: Record<string, string> = {}) =>
  viteBuild(['--outDir', outDir, '--emptyOutDir'], { VITE_MOCK_MODE: 'msw', ...env });

/**
 * What `build` makes into `outDir` of a new temporary folder, which goes if the build fails.
 * Returns the folder (its journey removes it) and the output in it.
 */
async function inTemporaryFolder(prefix: string, build: (outDir: string) => Promise<void>) {
  const folder = mkdtempSync(join(tmpdir(), `beeglobal-${prefix}-`));
  const outDir = join(folder, 'out');
  try {
    await build(outDir);
    return { folder, outDir };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The static demo in a development build (React's own checks on): production React keeps quiet
 * about most mismatches between the server's HTML and what it draws, development React says each.
 */
const buildDevelopmentDemo = () =>
  inTemporaryFolder('dev-demo', (outDir) =>
    viteBuild(['--mode', 'development', '--outDir', outDir, '--emptyOutDir'], {
      NODE_ENV: 'development',
      VITE_MOCK_MODE: 'msw',
    }),
  );

/** The path the sub-path journey's static host serves the demo below. */
export const DEMO_SUB_PATH = '/beeglobal/';

/** The static demo below DEMO_SUB_PATH, as `BASE_PATH=/beeglobal/ npm run build:demo` builds it. */
const buildDemoBelowSubPath = () =>
  inTemporaryFolder('subpath', (outDir) => buildDemo(outDir, { BASE_PATH: DEMO_SUB_PATH }));

/** The static Storybook, as `npm run build-storybook` builds it. */
const buildStorybook = () =>
  inTemporaryFolder('storybook', (outDir) =>
    command(
      'node_modules/.bin/storybook',
      ['build', '--quiet', '--output-dir', outDir, '--disable-telemetry'],
      { ...withoutVitest(), NODE_ENV: 'production' },
    ),
  );

/**
 * The plain React app of examples/consumer, installed from the package's tarball and built, in a
 * new temporary folder: as its own developer would, a production build with its dev dependencies.
 */
async function buildConsumer(tarball: string) {
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-consumer-'));
  cpSync('examples/consumer', folder, { recursive: true });
  try {
    // From npm's cache when it has them (the project's own install put them there).
    const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--include=dev'];
    await run('npm', [...install, tarball], { cwd: folder });
    await run('npm', ['run', 'build'], { cwd: folder });
    return { folder };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Each build, by name; what it returns (folders) is what its journey is handed. */
export const BUILDS = {
  app: async () => (await viteBuild([]), { outDir: 'dist' }),
  demo: async () => (await buildDemo('dist-demo'), { outDir: 'dist-demo' }),
  'demo-subpath': buildDemoBelowSubPath,
  'dev-demo': buildDevelopmentDemo,
  storybook: buildStorybook,
  consumer: async () => buildConsumer(await packedTarball()),
  'next-consumer': async () => buildNextConsumer(await packedTarball()),
};

export type BuildName = keyof typeof BUILDS;
type Built<Name extends BuildName> = Awaited<ReturnType<(typeof BUILDS)[Name]>>;

/** What a made build left: its result, or why it failed. */
type Marker = { value: unknown } | { error: string };

const markerOf = (folder: string, name: BuildName) => join(folder, `${name}.json`);

/** The build's marker, or null while it has none. */
function readMarker(folder: string, name: BuildName): Marker | null {
  const marker = markerOf(folder, name);
  return existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Marker) : null;
}

/**
 * The build `name`: made ahead by `npm test` (waited for, up to `timeoutMs`), else made now. A
 * build made ahead that failed fails its journey with the build's own message.
 */
export async function journeyBuild<Name extends BuildName>(
  name: Name,
  timeoutMs = 600_000,
): Promise<Built<Name>> {
  const folder = process.env[JOURNEY_BUILDS];
  if (!folder) return (await BUILDS[name]()) as Built<Name>;
  const deadline = Date.now() + timeoutMs;
  let made: Marker | null;
  while (!(made = readMarker(folder, name))) {
    if (Date.now() > deadline) throw new Error(`the ${name} build did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if ('error' in made) throw new Error(`the ${name} build failed: ${made.error}`);
  return made.value as Built<Name>;
}

/**
 * Once the builds' processes have ended: a marker for each build that has none (its process died
 * before writing it), so no journey waits for it. Returns the builds that failed, by name.
 */
export function failedBuilds(folder: string, names: BuildName[], log: string) {
  return names.filter((name) => {
    let made = readMarker(folder, name);
    if (!made) {
      made = { error: `its process ended first (see ${log})` };
      writeFileSync(markerOf(folder, name), JSON.stringify(made));
    }
    return 'error' in made;
  });
}

/** Removes the folders of every build made ahead into `folder`, and the markers. */
export function removeJourneyBuilds(folder: string) {
  if (!existsSync(folder)) return;
  for (const name of Object.keys(BUILDS) as BuildName[]) {
    const made = readMarker(folder, name);
    const built = made && 'value' in made ? (made.value as { folder?: string }) : {};
    if (built.folder) rmSync(built.folder, { recursive: true, force: true });
  }
  rmSync(folder, { recursive: true, force: true });
}

/** Makes each named build into `folder`, one after another, each leaving its marker. */
async function makeBuilds(folder: string, names: BuildName[]) {
  mkdirSync(folder, { recursive: true });
  for (const name of names) {
    let made: Marker;
    try {
      made = { value: await BUILDS[name]() };
    } catch (error) {
      made = { error: error instanceof Error ? error.message : String(error) };
    }
    // Written whole, then renamed, so a journey never reads half a marker.
    writeFileSync(`${markerOf(folder, name)}.part`, JSON.stringify(made));
    renameSync(`${markerOf(folder, name)}.part`, markerOf(folder, name));
  }
}

if (import.meta.main) {
  const [folder, ...names] = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in BUILDS));
  if (!folder || !names.length || unknown.length) {
    console.error(
      `usage: node scripts/journeyBuilds.ts <folder> <${Object.keys(BUILDS).join('|')}>...`,
    );
    process.exit(2);
  }
  await makeBuilds(folder, names as BuildName[]);
}
