import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// The layers of src/ (data flows screen -> api -> HTTP -> whichever backend answers).
const screens = readdirSync('src/screens', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layers = [
  {
    // The app's shell (entry, route table, guard, member shell) stands on everything else; what
    // it shares downwards (route paths, product names) lives beside it in src/, not in src/app.
    target: [
      './src/screens',
      './src/components',
      './src/api',
      './src/state',
      './src/contract',
      './src/styles',
    ],
    from: './src/app',
    message: 'Only the app imports src/app; share route paths through src/paths.ts.',
  },
  {
    target: './src/components',
    from: ['./src/screens', './src/api', './src/state'],
    message: 'Components take props and callbacks; screens give them data.',
  },
  ...screens.map((screen) => ({
    target: `./src/screens/${screen}`,
    from: './src/screens',
    except: [`./${screen}`],
    message: 'A screen imports no other screen; share through src/components.',
  })),
];

// The app is the component library's first user: it takes the components as another app would,
// from the public entry (the package's), never a component's own files. Its stories and tests may
// reach inside, as a component's own do.
const entryOnly = [
  {
    target: './src/screens',
    from: './src/components',
    except: ['./index.ts'],
    message:
      "Import components from the public entry, src/components/index.ts ('../../components').",
  },
  {
    // The shell also loads what it alone shapes: the deferred overlays, the lazy toasts, the Demo panel.
    target: './src/app',
    from: './src/components',
    except: ['./index.ts', './DemoPanel', './overlays', './Toaster'],
    message: "Import components from the public entry, src/components/index.ts ('../components').",
  },
];

// Mock code stays out of production bundles: only stories (a component's too, for fixtures and
// the reference clock) and their helpers, tests, .storybook/, e2e/, contract-tests/, scripts/
// and the mock-mode bootstrap (by dynamic import) reach src/mocks.
const mocksOnly = [
  {
    target: './src',
    from: './src/mocks',
    message: 'Only stories, tests and the mock-mode bootstrap use the mock backend.',
  },
  {
    target: './src',
    from: './src/screens/*/*Story.ts',
    message: 'A story helper may reach the mock backend: only stories and tests import it.',
  },
];
const mockUsers = [
  'src/mocks/**',
  'src/**/*.stories.tsx',
  // Helpers shared by one screen's story files (subscriptionStory.ts), imported by stories only.
  'src/screens/*/*Story.ts',
  'src/**/*.test.{ts,tsx}',
  'src/app/main.tsx',
];
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

// Arabic lays the page out right to left (<html dir="rtl">): styles name the start and end of a
// line, not its left and right, so they mirror with no special cases. Each physical property in a
// *.css.ts file, and the logical one to use instead.
const logicalFor = {
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  scrollMarginLeft: 'scrollMarginInlineStart',
  scrollMarginRight: 'scrollMarginInlineEnd',
  scrollPaddingLeft: 'scrollPaddingInlineStart',
  scrollPaddingRight: 'scrollPaddingInlineEnd',
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
  borderLeftWidth: 'borderInlineStartWidth',
  borderRightWidth: 'borderInlineEndWidth',
  borderLeftColor: 'borderInlineStartColor',
  borderRightColor: 'borderInlineEndColor',
  borderLeftStyle: 'borderInlineStartStyle',
  borderRightStyle: 'borderInlineEndStyle',
  borderTopLeftRadius: 'borderStartStartRadius',
  borderTopRightRadius: 'borderStartEndRadius',
  borderBottomLeftRadius: 'borderEndStartRadius',
  borderBottomRightRadius: 'borderEndEndRadius',
};
const physicalValues = {
  textAlign: ["'start'", "'end'"],
  textAlignLast: ["'start'", "'end'"],
  justifyContent: ["'start'", "'end'"],
  justifyItems: ["'start'", "'end'"],
  justifySelf: ["'start'", "'end'"],
  float: ["'inline-start'", "'inline-end'"],
  clear: ["'inline-start'", "'inline-end'"],
};
const keyIs = (name) => `Property:matches([key.name='${name}'], [key.value='${name}'])`;
const logicalProperties = [
  ...Object.entries(logicalFor).map(([physical, logical]) => ({
    selector: keyIs(physical),
    message: `Use ${logical}, not ${physical}: it mirrors right to left.`,
  })),
  ...Object.entries(physicalValues).flatMap(([property, [start, end]]) =>
    [
      ['left', start],
      ['right', end],
    ].map(([side, logical]) => ({
      selector: `${keyIs(property)} > Literal.value[value='${side}']`,
      message: `Use ${property}: ${logical}, not '${side}': it mirrors right to left.`,
    })),
  ),
];

// Shorthands that list the sides as top, right, bottom, left ('0 8px 0 16px'), or the corners
// from top-left (a radius of '8px 0'), name left and right too: in a *.css.ts file, a value
// whose left and right differ takes the logical longhands instead.
const sidesFirst = ['margin', 'padding', 'inset', 'scrollMargin', 'scrollPadding'];
const sidedBorders = ['borderWidth', 'borderStyle', 'borderColor'];
// The corners a radius of one to four values gives, from top-left round to bottom-left.
const cornersOf = ([a, b = a, c = a, d = b]) => [a, b, c, d];
const rtl = {
  rules: {
    'no-sided-shorthand': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          sides: 'Four values of {{property}} name left and right: use {{longhands}}.',
          corners:
            'This borderRadius names left and right corners: use borderStartStartRadius, borderStartEndRadius, borderEndStartRadius, borderEndEndRadius.',
        },
      },
      create(context) {
        // A value's text, each ${...} as its source without spaces; then its words outside calc().
        const textOf = (value) => {
          if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
          if (value.type !== 'TemplateLiteral') return null;
          const { quasis, expressions } = value;
          const source = (i) => (expressions[i] ? context.sourceCode.getText(expressions[i]) : '');
          return quasis
            .map((quasi, i) => quasi.value.cooked + source(i).replace(/\s+/g, ''))
            .join('');
        };
        const wordsOf = (text) => {
          const words = [''];
          let depth = 0;
          for (const char of text.trim()) {
            depth += char === '(' ? 1 : char === ')' ? -1 : 0;
            if (depth > 0 || !/\s/.test(char)) words[words.length - 1] += char;
            else if (words.at(-1)) words.push('');
          }
          return words.filter(Boolean);
        };
        return {
          Property(node) {
            const property = node.key.type === 'Identifier' ? node.key.name : node.key.value;
            const text = textOf(node.value);
            if (text === null) return;
            if (sidesFirst.includes(property) || sidedBorders.includes(property)) {
              const sides = wordsOf(text);
              if (sides.length !== 4 || sides[1] === sides[3]) return;
              const [name, part] = sidesFirst.includes(property)
                ? [property, '']
                : ['border', property.slice('border'.length)];
              const longhands = ['Block', 'InlineStart', 'InlineEnd']
                .map((side) => name + side + part)
                .join(', ');
              context.report({
                node: node.value,
                messageId: 'sides',
                data: { property, longhands },
              });
            }
            if (property === 'borderRadius') {
              const mirrored = text.split('/').some((radii) => {
                const [topLeft, topRight, bottomRight, bottomLeft] = cornersOf(wordsOf(radii));
                return topLeft !== topRight || bottomRight !== bottomLeft;
              });
              if (mirrored) context.report({ node: node.value, messageId: 'corners' });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'packages/*/dist',
      'packages/*/pack',
      'packages/*/types',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', 'e2e/**', 'contract-tests/**', 'vite-plugins/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths([...layers, ...entryOnly, ...mocksOnly]),
    },
  },
  { files: mockUsers, rules: { 'import-x/no-restricted-paths': restrictedPaths(layers) } },
  {
    // Left and right only where a style truly means a physical side, with the reason beside it.
    files: ['src/**/*.css.ts'],
    plugins: { rtl },
    rules: {
      'no-restricted-syntax': ['error', ...logicalProperties],
      'rtl/no-sided-shorthand': 'error',
    },
  },
  {
    // The bootstrap loads the mocks by dynamic import only (which this rule does not see), so
    // builds for a real backend drop them.
    files: ['src/app/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/**'], message: 'Load mock mode by dynamic import.' }] },
      ],
    },
  },
);
