import type { ArgTypesEnhancer } from 'storybook/internal/types';

/*
 * The HTML attributes a component passes on to its element are left out of its props table (the
 * table is the component's own API), but a story that sets one as an arg brings it back, with no
 * word on it. These say what each is, as HTML has it.
 */
const NATIVE: Record<string, string> = {
  children: 'What it holds: its label or its content.',
  style: "Inline styles for its element (layout only: the theme's tokens give colours).",
  'aria-label': 'The name screen readers give it where no visible text does.',
  disabled: 'Turns it off: it cannot be used or focused. As HTML `disabled`.',
  defaultChecked: 'Checked when it first appears, left to the member after (uncontrolled).',
  defaultValue: 'The text it starts with, left to the member after (uncontrolled).',
  name: 'The name its value is sent under with a form.',
  value: 'The value it stands for, sent with a form when chosen.',
  placeholder: 'An example shown while it is empty; never instead of the label.',
  type: "The input's kind, as HTML's `type`: text, email, password, …",
};

/**
 * Gives an HTML attribute a story sets as an arg its description. It runs before Storybook infers
 * arg types from the args, so it names those args itself; the inferred type joins it after.
 */
export const describeNativeProps: ArgTypesEnhancer = ({ argTypes, initialArgs }) => {
  const described = { ...argTypes };
  for (const name of new Set([...Object.keys(argTypes), ...Object.keys(initialArgs ?? {})])) {
    const description = NATIVE[name];
    if (description && !described[name]?.description)
      described[name] = { name, ...described[name], description };
  }
  return described;
};
