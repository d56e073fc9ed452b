// `npm run bench`: builds the app and measures what the landing route loads before first paint
// (the entry script with its static imports and the stylesheets, gzipped), then what /dashboard
// loads beyond that (its lazy chunks and their imports), gzipped, and every other member screen too.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 115 * 1024, css: 20 * 1024, memberRouteJs: 90 * 1024 };

execFileSync('node_modules/.bin/vite', ['build', '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});

const html = readFileSync('dist/index.html', 'utf8');
const assets = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
// A disabled stylesheet link is never fetched: it marks a sheet that is inlined (vite-plugins/firstPaint.ts).
const styles = assets(/<link rel="stylesheet"[^>]*href="([^"]+)"(?! disabled)/g);

const gzipped = (files) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join('dist', file)), { level: 9 }).length,
    0,
  );

// The entry's CSS is inlined into index.html (see vite-plugins/firstPaint.ts); count it with any linked sheet.
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
/** A chunk's file and those of every chunk it imports statically. */
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};
// The entry and its static imports: index.html's inline script starts them after the first paint.
const scripts = [...closure('index.html')];
// The app draws once its language's catalogue is in, so that chunk counts as initial: English's
// in the budget, and what each other language adds beside it.
const catalogue = (locale) => manifest[`src/locales/landing/${locale}.po`].file;

const inlineCss = assets(/<style>([\s\S]*?)<\/style>/g).join('');
const measured = {
  js: gzipped([...scripts, catalogue('en')]),
  css: gzipped(styles) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let ok = true;
for (const kind of ['js', 'css']) {
  const within = measured[kind] <= BUDGET[kind];
  ok &&= within;
  console.log(
    `landing initial ${kind.toUpperCase().padEnd(3)} ${kb(measured[kind]).padStart(9)} gzipped (budget ${kb(BUDGET[kind])}) ${within ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(
  `files: ${[...scripts, catalogue('en'), ...styles].join(', ')}; render-blocking stylesheets: ${styles.length} (CSS inlined: ${kb(inlineCss.length)})`,
);
for (const locale of ['es', 'pt-BR', 'fr', 'de', 'ar']) {
  const added = gzipped([catalogue(locale)]) - gzipped([catalogue('en')]);
  const js = measured.js + added;
  const within = js <= BUDGET.js;
  ok &&= within;
  console.log(
    `landing initial JS in ${locale.padEnd(5)} ${kb(js).padStart(9)} gzipped (its catalogue ${added >= 0 ? '+' : ''}${kb(added)} beside English's) ${within ? 'ok' : 'OVER BUDGET'}`,
  );
}

// The landing page itself, in every language (docs/architecture.md, 'The first paint').
console.log(`landing HTML       ${kb(gzipSync(html, { level: 9 }).length).padStart(9)} gzipped`);

// A member route: the member shell and the screen, with every chunk they import statically, less
// what the landing route has loaded already (its entry, and the toasts every page loads after paint).
const landing = closure('index.html', closure('src/components/Toaster/Toaster.tsx'));
const memberRoutes = {
  '/dashboard': 'src/screens/Dashboard/Dashboard.tsx',
  '/messages': 'src/screens/Messages/Messages.tsx',
  '/profile': 'src/screens/Profile/Profile.tsx',
  '/events': 'src/screens/Events/Events.tsx',
  '/subscription': 'src/screens/Subscription/Subscription.tsx',
};
for (const [route, screen] of Object.entries(memberRoutes)) {
  // With the screens' words, which every screen beyond the landing waits for.
  const files = [
    ...closure('src/app/MemberShell.tsx', closure(screen)),
    manifest['src/locales/en.po'].file,
  ].filter((file) => !landing.has(file));
  const js = gzipped(files);
  const within = js <= BUDGET.memberRouteJs;
  ok &&= within;
  console.log(
    `${route.padEnd(10)} beyond landing JS ${kb(js).padStart(9)} gzipped (budget ${kb(BUDGET.memberRouteJs)}) ${within ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(`${files.length} files: ${files.join(', ')}`);
}

// The development server's landing page: the scripts it fetches (scripts/devRequests.ts).
const { devLandingScripts, DEV_LANDING_SCRIPTS } = await import('./devRequests.ts');
const dev = await devLandingScripts();
// No more than while a build-time plugin rewrote the screens' imports: the budget it left.
const devWithin = dev.warm.scripts.length <= DEV_LANDING_SCRIPTS;
ok &&= devWithin;
console.log(
  `dev landing page   ${String(dev.warm.scripts.length).padStart(4)} scripts (budget ${DEV_LANDING_SCRIPTS}, the count when screens' imports were rewritten at build time), ${dev.cold.ms} ms cold, ${dev.warm.ms} ms warm ${devWithin ? 'ok' : 'OVER BUDGET'}`,
);

// The package in another app (examples/consumer, installed from the packed tarball): what an app
// that takes Button alone ships, against one that takes every export, and React alone beside them.
// TypeScript, which Node 24 runs as it is: the Next.js consumer's helpers, shared with its journey.
const nextConsumer = await import('./nextConsumer.ts');
const tarball = await nextConsumer.packedTarball();
const beyondReact = {};
const consumer = mkdtempSync(join(tmpdir(), 'beeglobal-consumer-'));
try {
  cpSync('examples/consumer', consumer, { recursive: true });
  const inConsumer = {
    cwd: consumer,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  };
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--include=dev', tarball],
    inConsumer,
  );
  // Each page in a build of its own, so that no chunk one shares with another counts for it.
  const pageJs = (name) => {
    const config = `vite.${name}.config.js`;
    const outDir = `dist-${name}`;
    writeFileSync(
      join(consumer, config),
      `import react from '@vitejs/plugin-react';\n` +
        `export default { plugins: [react()], logLevel: 'error', build: { outDir: '${outDir}', manifest: true, rolldownOptions: { input: '${name}.html' } } };\n`,
    );
    execFileSync('node_modules/.bin/vite', ['build', '-c', config], inConsumer);
    const dist = join(consumer, outDir);
    const built = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
    const files = new Set();
    const visit = (key) => {
      const chunk = built[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(`${name}.html`);
    return [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
      0,
    );
  };
  const react = pageJs('react');
  for (const [label, name] of [
    ['Button alone', 'button'],
    ['every export', 'everything'],
  ]) {
    const js = pageJs(name);
    beyondReact[name] = js - react;
    console.log(
      `@beeglobal/ui, ${label.padEnd(12)} ${kb(js).padStart(9)} gzipped JS (${kb(js - react)} beyond React's ${kb(react)})`,
    );
  }
} finally {
  rmSync(consumer, { recursive: true, force: true });
}

// And in a Next.js App Router app (examples/next-consumer, one `next build`): what a browser
// loads for each bench page, as `next start` serves it (its HTML's scripts: the App Router lists
// every chunk a page needs there; e2e/next.e2e.ts checks a browser loads exactly those).
const built = await nextConsumer.buildNextConsumer(tarball);
try {
  const server = await nextConsumer.startNextConsumer(built.folder);
  try {
    const routeJs = async (route) =>
      (await nextConsumer.routeScripts(server.url, route)).reduce(
        (sum, { gzipped }) => sum + gzipped,
        0,
      );
    const react = await routeJs('/bench/react');
    const nextBeyondReact = {};
    for (const [label, name] of [
      ['Button alone', 'button'],
      ['every export', 'everything'],
    ]) {
      const js = await routeJs(`/bench/${name}`);
      nextBeyondReact[name] = js - react;
      console.log(
        `@beeglobal/ui in Next.js, ${label.padEnd(12)} ${kb(js).padStart(9)} gzipped JS (${kb(js - react)} beyond React and Next's ${kb(react)})`,
      );
    }
    // The budget: Button alone under a tenth of every export, each beyond React.
    for (const [consumer, beyond] of [
      ['Vite', beyondReact],
      ['Next.js', nextBeyondReact],
    ]) {
      const share = beyond.button / beyond.everything;
      const within = share < 0.1;
      ok &&= within;
      console.log(
        `@beeglobal/ui in ${consumer.padEnd(7)} Button alone / every export, beyond React: ${share.toFixed(3)} (budget under 0.1) ${within ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  nextConsumer.removeNextConsumer(built.folder);
}

// Then the mock API under load: 10,000 requests, 0 errors and 0 lost writes, also after a restart.
try {
  execFileSync('node_modules/.bin/tsx', ['scripts/load.ts'], { stdio: 'inherit' });
} catch {
  ok = false;
}
// And killed: frozen at random moments (its file must parse each time) and killed mid-writes,
// restarted after each, with every acknowledged write looked up (scripts/crash.ts).
try {
  execFileSync('node_modules/.bin/tsx', ['scripts/crash.ts'], { stdio: 'inherit' });
} catch {
  ok = false;
}
process.exit(ok ? 0 : 1);
