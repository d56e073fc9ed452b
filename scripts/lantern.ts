/* eslint-disable @typescript-eslint/no-explicit-any -- Lighthouse is installed on demand, untyped here */
// `npm run lantern -- /dashboard`: where a member screen's simulated mobile LCP goes, as the two
// Lantern graphs that LCP averages: each request and task, its simulated start and end in ms
// (requests: observed too); the paint waits on what ends last. Run `npm run lighthouse` once first.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, ensureFullChromium } from './chromium.mjs';
import { startBuiltApp } from './serve-dist';
import { SESSION_STORAGE_KEY } from '../src/state/session';

const LIGHTHOUSE_DIR = resolve('node_modules/.cache/lighthouse-13.5.0/node_modules/lighthouse');
const load = (path: string) => import(pathToFileURL(join(LIGHTHOUSE_DIR, path)).href);
const lighthouse = (await load('core/index.js')).default;
const puppeteer = (
  await import(
    pathToFileURL(createRequire(join(LIGHTHOUSE_DIR, 'package.json')).resolve('puppeteer-core'))
      .href
  )
).default;
const { loadArtifacts } = await load('core/lib/asset-saver.js');
const { LanternLargestContentfulPaint } = await load(
  'core/computed/metrics/lantern-largest-contentful-paint.js',
);
const { defaultSettings } = await load('core/config/constants.js');

const screen = process.argv[2] ?? '/dashboard';
const saved = mkdtempSync(join(tmpdir(), 'beeglobal-lantern-'));
const app = await startBuiltApp('lantern');
const browser = await puppeteer.launch({
  executablePath: ensureFullChromium(),
  headless: true,
  args: chromiumArgs,
  defaultViewport: null,
});
const page = await browser.newPage();
await page.goto(app.url);
await page.evaluate(
  (key: string, session: string) => localStorage.setItem(key, session),
  SESSION_STORAGE_KEY,
  app.demoSession,
);
await lighthouse(
  `${app.url}${screen}`,
  { logLevel: 'error', gatherMode: saved, disableStorageReset: true },
  undefined,
  page,
);
await browser.close();
await app.close();

const artifacts = await loadArtifacts(saved);
const settings = { ...defaultSettings, throttlingMethod: 'simulate', formFactor: 'mobile' };
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
console.log(
  `${screen}: simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); trace in ${saved}`,
);
const traceStart = Math.min(
  ...[...lcp.optimisticEstimate.nodeTimings.keys()].map((node: any) => node.startTime),
);
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
] as const) {
  console.log(`\n${name}: start  end   what`);
  const rows = [...estimate.nodeTimings.entries()].sort(
    (a: any, b: any) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of rows as [any, { startTime: number; endTime: number }][]) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.transferSize} B ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (observed ${Math.round((node.startTime - traceStart) / 1000)}-${Math.round((node.endTime - traceStart) / 1000)} ms)`
        : `task of ${Math.round(node.duration / 1000)} ms observed`;
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
    );
  }
}
