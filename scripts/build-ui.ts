// `npm run build:ui`: the package @beeglobal/ui in packages/ui/dist (see vite.ui.config.ts): the
// JavaScript, styles.css, the words and the token files by Vite, then one bundled index.d.ts.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'vite';

const OUT = 'packages/ui/dist';
const INLINED_TYPES = [
  '@lingui/core',
  '@lingui/message-utils',
  '@vanilla-extract/recipes',
  '@vanilla-extract/css',
];
// React's production JSX runtime (a consumer's production build has no jsxDEV), whoever calls.
process.env.NODE_ENV = 'production';

await build({ configFile: 'vite.ui.config.ts', logLevel: 'warn' });

// The types of the public entry in one file. Left to their packages: React's; zod's (the API's
// shapes, which the props speak, are its types); csstype's (React's types bring it too). The
// types of what the package bundles (Lingui's, vanilla-extract's recipes) are written out.
const [types] = generateDtsBundle(
  [
    {
      filePath: 'src/components/index.ts',
      output: { noBanner: true },
      libraries: {
        importedLibraries: ['react', 'react-dom', 'zod', 'csstype'],
        inlinedLibraries: INLINED_TYPES,
      },
    },
  ],
  { preferredConfigPath: 'packages/ui/tsconfig.types.json' },
);
writeFileSync(join(OUT, 'index.d.ts'), types!);

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
