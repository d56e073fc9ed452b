import axe from 'axe-core';
import { expect } from 'vitest';

/** The story's `parameters.a11y`, as addon-a11y reads it. */
type A11yParameters = {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
};

/** Storybook's own parts of the page, which addon-a11y leaves out too. */
const STORYBOOK_PARTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * axe's colour rules on the page as it is now. addon-a11y runs every rule after a story's play
 * function, in the light theme; a theme changes colours only, so the dark pass asks again of the
 * rules that judge colour, with the story's own a11y settings.
 */
export async function expectColoursAccessible(a11y: A11yParameters = {}, theme: string) {
  if (a11y.disable || a11y.test === 'off') return;
  axe.reset();
  axe.configure({
    ...a11y.config,
    rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
  });
  const { violations } = await axe.run(
    { include: [document.body], exclude: STORYBOOK_PARTS.map((selector) => [selector]) },
    {
      ...a11y.options,
      runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
    },
  );
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${theme}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
    ),
  );
  expect(found).toEqual([]);
}
