// The lint rules that keep styles right for right-to-left languages (*.css.ts files), used by
// eslint.config.js.
import type { ESLint, Rule } from 'eslint';
import type { Node } from 'estree';

// Arabic lays the page out right to left (<html dir="rtl">): styles name the start and end of a
// line, not its left and right, so they mirror with no special cases. Each physical property in a
// *.css.ts file, and the logical one to use instead.
const logicalFor: Record<string, string> = {
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
const physicalValues: Record<string, [start: string, end: string]> = {
  textAlign: ["'start'", "'end'"],
  textAlignLast: ["'start'", "'end'"],
  justifyContent: ["'start'", "'end'"],
  justifyItems: ["'start'", "'end'"],
  justifySelf: ["'start'", "'end'"],
  float: ["'inline-start'", "'inline-end'"],
  clear: ["'inline-start'", "'inline-end'"],
};
const keyIs = (name: string) => `Property:matches([key.name='${name}'], [key.value='${name}'])`;
export const logicalProperties = [
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
const cornersOf = ([a, b = a, c = a, d = b]: string[]) => [a, b, c, d];
const noSidedShorthand: Rule.RuleModule = {
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
    const textOf = (value: Node): string | null => {
      if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
      if (value.type !== 'TemplateLiteral') return null;
      const { quasis, expressions } = value;
      const source = (i: number) =>
        expressions[i] ? context.sourceCode.getText(expressions[i]) : '';
      return quasis.map((quasi, i) => quasi.value.cooked + source(i).replace(/\s+/g, '')).join('');
    };
    const wordsOf = (text: string) => {
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
        const property = String(
          node.key.type === 'Identifier'
            ? node.key.name
            : 'value' in node.key
              ? node.key.value
              : '',
        );
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
};

/** The plugin `rtl`: its one rule, `no-sided-shorthand`. */
export const rightToLeft: ESLint.Plugin = { rules: { 'no-sided-shorthand': noSidedShorthand } };
