// `npm run build:ui`: the package @beeglobal/ui in packages/ui/dist (see vite.ui.config.ts): the
// JavaScript, styles.css, the catalogues and the token files by Vite, then one rolled-up index.d.ts
// and one declaration per language's catalogue.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { build } from 'vite';
import { LOCALES, SOURCE_LOCALE } from '../src/i18n/locales.ts';
import { plainTypes } from './plainTypes.ts';

const OUT = 'packages/ui/dist';
const TYPES_CONFIG = 'packages/ui/tsconfig.types.json';
/** The packages whose types index.d.ts may import: the peers and the package's dependencies. */
const TYPES_FROM = ['react', 'react-dom', '@lingui/core'];
// React's production JSX runtime (a consumer's production build has no jsxDEV), whoever calls.
process.env.NODE_ENV = 'production';

await build({ configFile: 'vite.ui.config.ts', logLevel: 'warn' });

// The types of the public entry in one file: tsc writes the entry's declarations (the native
// compiler, one thread: 1.2 CPU-s where TypeScript 6 took 5.9), api-extractor rolls them up. The
// API's shapes, which the props speak, go in as plain types, not zod's.
execFileSync('node_modules/typescript-native/bin/tsc', ['-p', TYPES_CONFIG, '--singleThreaded'], {
  stdio: 'inherit',
});
writeFileSync('packages/ui/types/contract/types.d.ts', plainTypes('src/contract/types.ts'));
const rollup = Extractor.invoke(
  ExtractorConfig.prepare({
    configObject: {
      projectFolder: process.cwd(),
      mainEntryPointFilePath: 'packages/ui/types/components/index.d.ts',
      compiler: { tsconfigFilePath: TYPES_CONFIG },
      dtsRollup: { enabled: true, untrimmedFilePath: join(OUT, 'index.d.ts') },
      apiReport: { enabled: false },
      docModel: { enabled: false },
      tsdocMetadata: { enabled: false },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: resolve('packages/ui/package.json'),
  }),
  {
    localBuild: true,
    // Its own house rules (release tags, forgotten exports) are not ours; errors still fail.
    messageCallback: (message) => {
      if (message.logLevel !== 'error') message.handled = true;
    },
  },
);
if (!rollup.succeeded) throw new Error(`api-extractor: ${rollup.errorCount} errors`);
const outside = [...readFileSync(join(OUT, 'index.d.ts'), 'utf8').matchAll(/from '([^']+)'/g)]
  .map(([, specifier]) => specifier!)
  .filter((specifier) => !TYPES_FROM.includes(specifier));
if (outside.length)
  throw new Error(`index.d.ts needs types the package does not bring: ${outside}`);
for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE))
  writeFileSync(
    join(OUT, `messages/${locale}.d.ts`),
    `import type { Messages } from '@lingui/core';\n` +
      `/** The components' messages in ${locale}, for BeeGlobalProvider's \`messages\`. */\n` +
      `export declare const messages: Messages;\n`,
  );

// vanilla-extract#1242: an app running its own vanilla-extract plugin would re-process a
// `*.css.js` file and fail, so the package must hold none.
const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' });
const styleModules = files.filter((file) => file.endsWith('.css.js'));
if (styleModules.length) throw new Error(`*.css.js in the package: ${styleModules.join(', ')}`);
console.log(
  `@beeglobal/ui built in ${OUT}: ${files
    .filter((file) => !file.includes('/'))
    .map((file) => join(file))
    .join(', ')}`,
);
