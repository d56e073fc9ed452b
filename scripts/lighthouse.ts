// `npm run lighthouse`: the production build, gzipped on loopback with the json-server mock API
// behind /api, signed in as the demo member; Lighthouse (installed on demand, Debian's Chromium)
// runs mobile and desktop on the landing and member screens, three times each, and judges each
// page on its median run, as Lighthouse CI does. Fails outside budgets; not in npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, ensureFullChromium } from './chromium.mjs';
import { takeCpuFirst } from './cpuFirst';
import { phoneSlowdown } from './phoneSlowdown';
import { startBuiltApp } from './serve-dist';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/locales';
import { SESSION_STORAGE_KEY } from '../src/state/session';

const LIGHTHOUSE_VERSION = '13.5.0';
// A folder of its own: an `npm install` in the project from a script would run on Node 24 and
// prune tools/node24 (its engines are <24), taking the project's Node with it.
const LIGHTHOUSE_HOME = `node_modules/.cache/lighthouse-${LIGHTHOUSE_VERSION}`;
const LIGHTHOUSE_DIR = resolve(LIGHTHOUSE_HOME, 'node_modules/lighthouse');
const ALL_SCREENS = ['/', '/dashboard', '/messages', '/events', '/subscription', '/profile'];
// `npm run lighthouse -- /events` measures some screens only (the landing page's budget still holds);
// `npm run lighthouse -- --dark` measures with the system in dark mode (the same budgets).
const args = process.argv.slice(2);
const DARK = args.includes('--dark');
// `--calibrate`: the mobile slowdown from Lighthouse's calculator for this machine (phoneSlowdown)
// instead of Lighthouse's default 4x.
const CALIBRATE = args.includes('--calibrate');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const SCREENS = chosen.length ? chosen : ALL_SCREENS;
// LIGHTHOUSE_REPORTS=dir keeps each run's full report (JSON), to find where the time goes.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
// The landing page is measured in English, and in a language of each script and direction.
const LANDING_LANGUAGES = ['en', 'es', 'ar'];
// Each page is measured this many times and judged on its median run: one run on a busy machine
// can lose a point to a long task that has nothing to do with the page.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PRESETS=mobile measures phones only (while working on a page's long tasks).
const PRESETS = (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? [
  'mobile',
  'desktop',
]) as Row['preset'][];
// A misspelt preset would be measured with no budget applying to it.
for (const preset of PRESETS)
  if (preset !== 'mobile' && preset !== 'desktop')
    throw new Error(`LIGHTHOUSE_PRESETS: '${preset}' is neither mobile nor desktop`);

/** A budget is a score (0-100, at least this) or a metric (ms, at most this), on some runs. */
type Budget = { name: string; applies: (row: Row) => boolean } & (
  | { kind: 'score'; score: 'performance' | 'accessibility' | 'bestPractices'; atLeast: number }
  | { kind: 'metric'; metric: 'lcpMs' | 'tbtMs'; atMostMs: number }
);
const landing = (row: Row) => row.screen === '/';
const dashboardMobile = (row: Row) => row.screen === '/dashboard' && row.preset === 'mobile';
const BUDGETS: Budget[] = [
  {
    name: 'landing performance',
    kind: 'score',
    score: 'performance',
    atLeast: 100,
    applies: landing,
  },
  // A bare Vite + React heading gets 1,260 ms here.
  {
    name: 'landing mobile LCP',
    kind: 'metric',
    metric: 'lcpMs',
    atMostMs: 1600,
    applies: (row) => landing(row) && row.preset === 'mobile',
  },
  {
    name: 'member screen mobile performance',
    kind: 'score',
    score: 'performance',
    atLeast: 97,
    applies: (row) => !landing(row) && row.preset === 'mobile',
  },
  {
    name: 'dashboard mobile LCP',
    kind: 'metric',
    metric: 'lcpMs',
    atMostMs: 2000,
    applies: dashboardMobile,
  },
  {
    name: 'dashboard mobile TBT',
    kind: 'metric',
    metric: 'tbtMs',
    atMostMs: 100,
    applies: dashboardMobile,
  },
  {
    name: 'accessibility',
    kind: 'score',
    score: 'accessibility',
    atLeast: 100,
    applies: () => true,
  },
  {
    name: 'best practices',
    kind: 'score',
    score: 'bestPractices',
    atLeast: 100,
    applies: () => true,
  },
];

/** Imports a file by path (kept out of the type check: Lighthouse is installed on demand). */
const load = (path: string) => import(pathToFileURL(path).href) as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function lighthouseModules() {
  if (!existsSync(join(LIGHTHOUSE_DIR, 'package.json'))) {
    console.log(
      `Installing Lighthouse ${LIGHTHOUSE_VERSION} in ${LIGHTHOUSE_HOME} (kept out of npm ci)…`,
    );
    mkdirSync(LIGHTHOUSE_HOME, { recursive: true });
    writeFileSync(join(LIGHTHOUSE_HOME, 'package.json'), '{ "private": true }\n');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        LIGHTHOUSE_HOME,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status !== 0)
      throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  const fromLighthouse = createRequire(join(LIGHTHOUSE_DIR, 'package.json'));
  return {
    lighthouse: (await load(join(LIGHTHOUSE_DIR, 'core/index.js'))).default,
    desktopConfig: (await load(join(LIGHTHOUSE_DIR, 'core/config/desktop-config.js'))).default,
    puppeteer: (await load(fromLighthouse.resolve('puppeteer-core'))).default,
    constants: await load(join(LIGHTHOUSE_DIR, 'core/config/constants.js')),
    pageFunctions: (await load(join(LIGHTHOUSE_DIR, 'core/lib/page-functions.js'))).pageFunctions,
  };
}

// The page is measured, not the machine: on a machine busy with other work (npm test beside it),
// the measuring Chromium and the app's server go first, as on the dedicated machine Lighthouse CI
// asks for (scripts/cpuFirst.ts).
const cpuFirst = takeCpuFirst('beeglobal-lighthouse');
console.log(`The runs take the CPU first by ${cpuFirst.how}.`);

const { lighthouse, desktopConfig, puppeteer, constants, pageFunctions } =
  await lighthouseModules();

const executablePath = cpuFirst.browser(ensureFullChromium());

const app = await startBuiltApp('lighthouse');

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: chromiumArgs,
  defaultViewport: null,
});
const page = await browser.newPage();

if (DARK) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);

/** The demo member signed in, in English (the landing's runs may have left a language chosen). */
async function signIn() {
  await page.goto(app.url);
  await page.evaluate(
    ([sessionKey, session, languageKey]: string[]) => {
      localStorage.setItem(sessionKey!, session!);
      localStorage.removeItem(languageKey!);
    },
    [SESSION_STORAGE_KEY, app.demoSession, LANGUAGE_STORAGE_KEY],
  );
}

/**
 * A visitor whose chosen language is stored, with nothing in the HTTP cache, as on a first visit:
 * Lighthouse keeps the storage (and so the cache) when told to, so the cache is emptied here.
 */
async function chooseLanguage(language: string) {
  await page.goto(app.url);
  await page.evaluate(
    (key: string, value: string) => localStorage.setItem(key, value),
    LANGUAGE_STORAGE_KEY,
    language,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

type Row = {
  screen: string;
  language: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: string;
  lcpMs: number;
  tbtMs: number;
  cls: string;
  tbt: string;
  failures: string[];
  /** The CPU slowdown the run used (mobile: Lighthouse's 4x, or calibrated, see phoneSlowdown). */
  slowdown: number;
  /** Lighthouse's benchmark of the machine just before the run (the calculator's input). */
  benchmarkIndex: number;
  /** What moved, where layout shifts cost points: the elements and their share. */
  shifts: string[];
};
const rows: Row[] = [];

/** The runs: the landing page in each of its languages first, then the member screens. */
const runs = SCREENS.flatMap((screen) =>
  screen === '/'
    ? LANDING_LANGUAGES.map((language) => ({ screen, language }))
    : [{ screen, language: 'en' }],
);

/** One Lighthouse run of `screen` in `language` with a preset's device. */
async function measure(screen: string, language: string, preset: Row['preset'], run: number) {
  const member = screen !== '/';
  // English is a first visit (Lighthouse empties the storage); another language is a stored choice.
  if (!member && language !== 'en') await chooseLanguage(language);
  // The machine's speed just before the run (Lighthouse's own benchmark, about a second).
  const benchmarkIndex: number = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const mobileSlowdown = CALIBRATE
    ? phoneSlowdown(benchmarkIndex)
    : constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const slowdown = preset === 'mobile' ? mobileSlowdown : 1;
  const { lhr, artifacts } = await lighthouse(
    `${app.url}${screen}`,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Member screens need the stored user; the landing page is measured as a first visit.
      disableStorageReset: member || language !== 'en',
      // A desktop is measured as the machine is (Lighthouse's desktop preset: no slowdown).
      ...(preset === 'mobile' && {
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      }),
    },
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (REPORTS) {
    const name = join(REPORTS, `${screen.slice(1) || 'landing'}-${language}-${preset}-${run}`);
    writeFileSync(`${name}.json`, JSON.stringify(lhr));
    // The trace the run was simulated from (LIGHTHOUSE_TRACES=1): what each long task ran.
    if (process.env.LIGHTHOUSE_TRACES)
      writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
  }
  const shown = await page.evaluate(() => document.documentElement.lang);
  if (shown !== language) throw new Error(`${screen} in ${language} was measured in ${shown}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const failures = lhr.categories['best-practices'].auditRefs
    .concat(lhr.categories.accessibility.auditRefs)
    .filter((ref: { id: string; weight: number }) => ref.weight > 0)
    .map((ref: { id: string }) => lhr.audits[ref.id])
    .filter((audit: { score: number | null }) => audit.score !== null && audit.score < 1)
    .map((audit: { id: string }) => audit.id);
  // The theme the page was measured in, as it drew itself (Lighthouse may emulate over ours).
  const theme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  if (theme !== (DARK ? 'dark' : 'light')) throw new Error(`${screen} was measured in ${theme}`);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 3)
    .filter((shift: { score: number }) => shift.score > 0.01)
    .map((shift: { score: number; node?: { snippet?: string; selector?: string } }) =>
      `   shift ${shift.score.toFixed(3)} ${shift.node?.snippet ?? shift.node?.selector ?? ''}`.slice(
        0,
        220,
      ),
    );
  return {
    screen,
    language,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    failures,
    slowdown,
    benchmarkIndex,
    shifts,
  };
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The run a page is judged on: each score and metric the middle one of its runs, the texts and
 * failed audits of the run whose performance is that middle one.
 */
function medianRow(taken: Row[]): Row {
  const performance = middle(taken.map((row) => row.performance));
  const lcpMs = middle(taken.map((row) => row.lcpMs));
  const tbtMs = middle(taken.map((row) => row.tbtMs));
  const typical = taken.find((row) => row.performance === performance)!;
  return {
    ...typical,
    performance,
    accessibility: middle(taken.map((row) => row.accessibility)),
    bestPractices: middle(taken.map((row) => row.bestPractices)),
    lcpMs,
    tbtMs,
    lcp: taken.find((row) => row.lcpMs === lcpMs)!.lcp,
    tbt: taken.find((row) => row.tbtMs === tbtMs)!.tbt,
  };
}

let signedIn = false;
for (const { screen, language } of runs) {
  if (screen !== '/' && !signedIn) {
    await signIn();
    signedIn = true;
  }
  for (const preset of PRESETS) {
    const taken: Row[] = [];
    for (let run = 1; run <= RUNS; run++) taken.push(await measure(screen, language, preset, run));
    const row = medianRow(taken);
    rows.push(row);
    const each = (pick: (row: Row) => number) => taken.map(pick).join('/');
    console.log(
      `${`${screen} ${language}`.padEnd(17)} ${preset.padEnd(8)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  best ${String(row.bestPractices).padStart(3)}  LCP ${row.lcp}  CLS ${row.cls}  TBT ${row.tbt}${row.failures.length ? `  (${row.failures.join(', ')})` : ''}` +
        (RUNS > 1
          ? `  [runs: perf ${each((r) => r.performance)}, TBT ${each((r) => Math.round(r.tbtMs))} ms, CPU ${each((r) => Number(r.slowdown.toFixed(1)))}x, index ${each((r) => Math.round(r.benchmarkIndex))}]`
          : ''),
    );
    for (const shift of row.shifts) console.log(shift);
  }
}

await browser.close();
await app.close();
cpuFirst.release();

const breaches = rows.flatMap((row) =>
  BUDGETS.filter((budget) => budget.applies(row)).flatMap((budget) => {
    const where = `${row.screen} ${row.language} ${row.preset}`;
    if (budget.kind === 'score')
      return row[budget.score] < budget.atLeast
        ? [`${where}: score ${budget.name} ${row[budget.score]} < ${budget.atLeast}`]
        : [];
    return row[budget.metric] > budget.atMostMs
      ? [
          `${where}: metric ${budget.name} ${Math.round(row[budget.metric])} ms > ${budget.atMostMs} ms`,
        ]
      : [];
  }),
);
console.log(`\nEach page judged on the median of ${RUNS} runs.`);
console.log(`\nThe system in ${DARK ? 'dark' : 'light'} mode.`);
console.log(
  breaches.length ? `\nOVER BUDGET:\n${breaches.join('\n')}` : '\nEvery screen within budget.',
);
process.exit(breaches.length ? 1 : 0);
