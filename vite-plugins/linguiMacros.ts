import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { resolve } from 'node:path';
import { getConfig } from '@lingui/conf';

/*
 * Babel for the files that use Lingui's macros only: Lingui's native transform needs none, but its
 * binary declares Node 22 and npm skips it on an older system Node (see docs/toolchain.md). The
 * components' macros compile to their own `useLingui` and `Trans` (src/components/i18n/).
 */

const COMPONENTS = /\/src\/components\//;
const MACRO_IMPORT = /from ['"]@lingui\/(?:core|react)\/macro['"]/;
const COMPONENTS_LINGUI = {
  i18n: ['#components-lingui', 'i18n'],
  Trans: ['#components-lingui', 'Trans'],
  useLingui: ['#components-lingui', 'useLingui'],
};

const macros = (components: boolean) => {
  const linguiConfig = getConfig({ cwd: resolve(import.meta.dirname, '..') });
  return defineRolldownBabelPreset({
    preset: () => ({
      plugins: [
        components
          ? [
              '@lingui/babel-plugin-lingui-macro',
              { linguiConfig: { ...linguiConfig, runtimeConfigModule: COMPONENTS_LINGUI } },
            ]
          : '@lingui/babel-plugin-lingui-macro',
      ],
    }),
    rolldown: {
      filter: {
        id: components ? { include: COMPONENTS } : { exclude: COMPONENTS },
        code: MACRO_IMPORT,
      },
    },
  });
};

/** The presets for `@rolldown/plugin-babel`: the components' files, and everyone else's. */
export const linguiMacros = () => [macros(false), macros(true)];
