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

// The landing page itself, in every language (see the README's 'The landing page is HTML').
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

// The package in another app (examples/consumer, installed from the packed tarball): what an app
// that takes Button alone ships, against one that takes every export, and React alone beside them.
const tarball = execFileSync('npm', ['run', '--silent', 'pack:ui'], { encoding: 'utf8' })
  .trim()
  .split('\n')
  .pop();
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
    console.log(
      `@beeglobal/ui, ${label.padEnd(12)} ${kb(js).padStart(9)} gzipped JS (${kb(js - react)} beyond React's ${kb(react)})`,
    );
  }
} finally {
  rmSync(consumer, { recursive: true, force: true });
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
