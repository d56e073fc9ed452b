import { Linter, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { logicalProperties, rightToLeft } from './rightToLeft.ts';

// RuleTester reports through the test framework it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester().run('no-sided-shorthand', rightToLeft.rules!['no-sided-shorthand']!, {
  valid: [
    "({ margin: '0 8px 0 8px' })",
    "({ padding: '4px 12px' })",
    "({ borderRadius: '8px' })",
    "({ borderRadius: '8px 8px 0 0' })",
    'const gap = 4; ({ margin: `0 ${gap}px 0 ${gap}px` })',
    "({ inset: 'calc(1px + 2px) 0 calc(1px + 2px) 0' })",
  ],
  invalid: [
    {
      code: "({ margin: '0 8px 0 16px' })",
      errors: [
        {
          messageId: 'sides',
          data: {
            property: 'margin',
            longhands: 'marginBlock, marginInlineStart, marginInlineEnd',
          },
        },
      ],
    },
    {
      code: "({ borderWidth: '1px 2px 1px 0' })",
      errors: [{ messageId: 'sides' }],
    },
    { code: "({ borderRadius: '8px 0' })", errors: [{ messageId: 'corners' }] },
    { code: "({ borderRadius: '8px 8px 8px 0 / 4px' })", errors: [{ messageId: 'corners' }] },
  ],
});

describe('physical properties and values in styles', () => {
  const linter = new Linter();
  const messages = (code: string) =>
    linter
      .verify(code, { rules: { 'no-restricted-syntax': ['error', ...logicalProperties] } })
      .map((message) => message.message);

  it('name the logical property to use instead', () => {
    expect(messages("({ marginLeft: 8, 'paddingRight': 4 })")).toEqual([
      'Use marginInlineStart, not marginLeft: it mirrors right to left.',
      'Use paddingInlineEnd, not paddingRight: it mirrors right to left.',
    ]);
  });

  it('name the logical value for left and right, and leave the others', () => {
    expect(messages("({ textAlign: 'left', float: 'right', justifyContent: 'center' })")).toEqual([
      "Use textAlign: 'start', not 'left': it mirrors right to left.",
      "Use float: 'inline-end', not 'right': it mirrors right to left.",
    ]);
    expect(messages("({ marginInlineStart: 8, textAlign: 'start' })")).toEqual([]);
  });
});
