// `npm run build:ui`: the package @beeglobal/ui in packages/ui/dist (see vite.ui.config.ts): the
// JavaScript, styles.css, the words and the token files by Vite, then one rolled-up index.d.ts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { build } from 'vite';

const OUT = 'packages/ui/dist';
const TYPES_CONFIG = 'packages/ui/tsconfig.types.json';
/** The packages whose types index.d.ts may import: the peers and the package's dependencies. */
const TYPES_FROM = ['react', 'react-dom', 'zod'];
// React's production JSX runtime (a consumer's production build has no jsxDEV), whoever calls.
process.env.NODE_ENV = 'production';

await build({ configFile: 'vite.ui.config.ts', logLevel: 'warn' });

// The types of the public entry in one file: tsc writes the entry's declarations, api-extractor
// rolls them up. Only React's and zod's (the API's shapes, which the props speak, are its types)
// are left to their packages.
execFileSync('node_modules/.bin/tsc', ['-p', TYPES_CONFIG], { stdio: 'inherit' });
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
