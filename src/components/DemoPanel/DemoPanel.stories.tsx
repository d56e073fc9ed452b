import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atPhoneWidth } from '../../../.storybook/viewport';
import type { DemoScenarios } from '../../contract/demo';
import { DemoPanel, type DemoPanelProps } from './DemoPanel';
import { modes } from '../../../.storybook/modes';

/** The panel as the app holds it: its own open state and scenarios, the callbacks still spied. */
function Stateful(props: DemoPanelProps) {
  const [open, setOpen] = useState(props.open);
  const [scenarios, setScenarios] = useState<DemoScenarios>(props.scenarios);
  return (
    <DemoPanel
      {...props}
      open={open}
      scenarios={scenarios}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      onChange={(domain, scenario) => {
        setScenarios((current) => ({ ...current, [domain]: scenario }));
        props.onChange(domain, scenario);
      }}
    />
  );
}

const meta = {
  title: 'Components/Demo/DemoPanel',
  tags: ['autodocs', 'app-only'],
  component: DemoPanel,
  render: (args) => <Stateful {...args} />,
  args: {
    scenarios: {},
    open: false,
    onOpenChange: fn(),
    onChange: fn(),
    onAllNormal: fn(),
    onReset: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Demo/ });

export const ClosedByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Demo scenarios' })).toBeNull();
  },
};

export const OpenedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    toggle(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(canvas.getByRole('region', { name: 'Demo scenarios' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    for (const name of [
      'Sign in and sign up',
      'Members and profiles',
      'Discover and matches',
      'Messages',
      'Feed and posts',
    ])
      await expect(panel.getByRole('combobox', { name })).toHaveValue('normal');
    await expect(
      [...(panel.getByRole('combobox', { name: 'Messages' }) as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toEqual(['Normal', 'Slow (2 s)', 'Error (500)', 'Empty', 'Offline']);
    // All normal already: nothing to put back.
    await expect(panel.getByRole('button', { name: 'All normal' })).toBeDisabled();
    // Escape closes it.
    panel.getByRole('combobox', { name: 'Messages' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region', { name: 'Demo scenarios' })).toBeNull();
    await expect(toggle(canvas)).toHaveFocus();
  },
};

export const ScenarioChosen: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Feed and posts' }),
      'Error (500)',
    );
    await expect(args.onChange).toHaveBeenCalledWith('posts', 'error');
    // While on, the toggle says so, in words.
    await expect(toggle(canvas)).toHaveTextContent('Feed and posts: Error (500)');
  },
};

export const ActiveWhileClosed: Story = {
  args: { scenarios: { posts: 'error', messages: 'offline' } },
  play: async ({ canvas }) => {
    await expect(toggle(canvas)).toHaveTextContent(
      'Demo' + 'Messages: Offline · Feed and posts: Error (500)',
    );
  },
};

/** On a phone, with every domain off normal: the bar keeps its one row; the label is cut short. */
export const ManyScenariosOnAPhone: Story = {
  parameters: { chromatic: { modes: modes.phone } },
  args: {
    scenarios: {
      auth: 'slow',
      users: 'empty',
      matches: 'error',
      messages: 'offline',
      posts: 'error',
    },
  },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    const bar = canvas.getByRole('complementary', { name: 'Demo' });
    const button = toggle(canvas);
    // The whole label is still the button's name.
    await expect(button).toHaveAccessibleName(/^Demo ?Sign in and sign up: Slow \(2 s\) · /);
    await expect(bar.getBoundingClientRect().height).toBe(48);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      bar.getBoundingClientRect().right,
    );
  },
};

export const AllNormalAndReset: Story = {
  args: { open: true, scenarios: { matches: 'slow' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All normal' }));
    await expect(args.onAllNormal).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Unreachable: Story = {
  args: {
    open: true,
    problem: 'The mock API did not answer. Is `npm start` (or the demo) still running?',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The mock API did not answer.');
  },
};
