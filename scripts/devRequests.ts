// The development server's landing page: how many scripts a browser fetches before the page is
// idle, cold (the server's first answer) and warm (a reload). `npm run bench` prints it beside the
// bundles; `tsx scripts/devRequests.ts --list` names each script, to see what a change added.
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { ensureChromium, chromiumArgs } from './chromium.mjs';
import { freePort } from './freePort.ts';

/**
 * What the landing page fetched (counted as here) while vite-plugins/componentImports.ts still
 * rewrote the screens' imports (commit fb1eca5's parent).
 */
export const DEV_LANDING_SCRIPTS = 114;

export async function devLandingScripts() {
  const port = await freePort();
  const server = await createServer({
    logLevel: 'error',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const visit = async () => {
      scripts.length = 0;
      const started = performance.now();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
      return { scripts: [...scripts], ms: Math.round(performance.now() - started) };
    };
    const cold = await visit();
    const warm = await visit();
    return { cold, warm };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cold, warm } = await devLandingScripts();
  console.log(
    `dev landing page  ${warm.scripts.length} scripts (before: ${DEV_LANDING_SCRIPTS}), ${cold.ms} ms cold, ${warm.ms} ms warm`,
  );
  if (process.argv.includes('--list'))
    for (const url of warm.scripts) console.log(new URL(url).pathname + new URL(url).search);
}
