// `npm run lighthouse`: the production build, gzipped on loopback with the json-server mock API
// behind /api, signed in as the demo member; Lighthouse (installed on demand, Debian's Chromium)
// runs mobile and desktop on the landing and member screens. Fails below budgets; not in npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
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
const chosen = args.filter((arg) => arg !== '--dark');
const SCREENS = chosen.length ? chosen : ALL_SCREENS;
// LIGHTHOUSE_REPORTS=dir keeps each run's full report (JSON), to find where the time goes.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
// The landing page is measured in English, and in a language of each script and direction.
const LANDING_LANGUAGES = ['en', 'es', 'ar'];
const BUDGET = {
  landing: { desktop: 100, mobile: 100 },
  /** The landing page's largest paint on a phone, in ms: a bare Vite + React heading gets 1,260. */
  landingMobileLcp: 1600,
  memberMobile: 97,
  /** The dashboard on a phone: its largest paint (ms) and total blocking time (ms). */
  dashboardMobile: { lcp: 2000, tbt: 100 },
  accessibility: 100,
  bestPractices: 100,
};

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
  };
}

const { lighthouse, desktopConfig, puppeteer } = await lighthouseModules();
const executablePath = ensureChromium();

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
};
const rows: Row[] = [];

/** The runs: the landing page in each of its languages first, then the member screens. */
const runs = SCREENS.flatMap((screen) =>
  screen === '/'
    ? LANDING_LANGUAGES.map((language) => ({ screen, language }))
    : [{ screen, language: 'en' }],
);

let signedIn = false;
for (const { screen, language } of runs) {
  const member = screen !== '/';
  if (member && !signedIn) {
    await signIn();
    signedIn = true;
  }
  for (const preset of ['mobile', 'desktop'] as const) {
    // English is a first visit (Lighthouse empties the storage); another language is a stored choice.
    if (!member && language !== 'en') await chooseLanguage(language);
    const { lhr } = await lighthouse(
      `${app.url}${screen}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Member screens need the stored user; the landing page is measured as a first visit.
        disableStorageReset: member || language !== 'en',
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (REPORTS)
      writeFileSync(
        join(REPORTS, `${screen.slice(1) || 'landing'}-${language}-${preset}.json`),
        JSON.stringify(lhr),
      );
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
    const row: Row = {
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
    };
    rows.push(row);
    // The theme the page was measured in, as it drew itself (Lighthouse may emulate over ours).
    const theme = await page.evaluate(() =>
      matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    );
    if (theme !== (DARK ? 'dark' : 'light')) throw new Error(`${screen} was measured in ${theme}`);
    console.log(
      `${`${screen} ${language}`.padEnd(17)} ${preset.padEnd(8)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  best ${String(row.bestPractices).padStart(3)}  LCP ${row.lcp}  CLS ${row.cls}  TBT ${row.tbt}${failures.length ? `  (${failures.join(', ')})` : ''}`,
    );
    // What moved, where layout shifts cost points: the elements and their share.
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    for (const shift of shifts.slice(0, 3))
      if (shift.score > 0.01)
        console.log(
          `   shift ${shift.score.toFixed(3)} ${shift.node?.snippet ?? shift.node?.selector ?? ''}`.slice(
            0,
            220,
          ),
        );
  }
}

await browser.close();
await app.close();

const breaches = rows.flatMap((row) => {
  const wanted =
    row.screen === '/'
      ? BUDGET.landing[row.preset]
      : row.preset === 'mobile'
        ? BUDGET.memberMobile
        : 0;
  const where = `${row.screen} ${row.language} ${row.preset}`;
  return [
    row.performance < wanted && `${where} performance ${row.performance} < ${wanted}`,
    row.screen === '/' &&
      row.preset === 'mobile' &&
      row.lcpMs > BUDGET.landingMobileLcp &&
      `${where} LCP ${row.lcp} > ${BUDGET.landingMobileLcp / 1000} s`,
    row.screen === '/dashboard' &&
      row.preset === 'mobile' &&
      row.lcpMs > BUDGET.dashboardMobile.lcp &&
      `${where} LCP ${row.lcp} > ${BUDGET.dashboardMobile.lcp / 1000} s`,
    row.screen === '/dashboard' &&
      row.preset === 'mobile' &&
      row.tbtMs > BUDGET.dashboardMobile.tbt &&
      `${where} TBT ${row.tbt} > ${BUDGET.dashboardMobile.tbt} ms`,
    row.accessibility < BUDGET.accessibility && `${where} accessibility ${row.accessibility}`,
    row.bestPractices < BUDGET.bestPractices && `${where} best practices ${row.bestPractices}`,
  ].filter(Boolean);
});
console.log(`\nThe system in ${DARK ? 'dark' : 'light'} mode.`);
console.log(
  breaches.length ? `\nOVER BUDGET:\n${breaches.join('\n')}` : '\nEvery screen within budget.',
);
process.exit(breaches.length ? 1 : 0);
