import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Actions/Tabs',
  tags: ['autodocs', 'stable'],
  component: Tabs,
  args: {
    label: 'Dashboard sections',
    items: [
      {
        value: 'feed',
        label: 'Feed',
        content: <p>Stories, events and news from bees around the world.</p>,
      },
      { value: 'discover', label: 'Discover', content: <p>Discover Exceptional People</p> },
    ],
  },
  parameters: {
    guidance: {
      use: "Two or a few views of the same screen that members switch between in place, like the dashboard's Feed and Discover.",
      avoid:
        'To go to another screen (Messages, Events) use links: **BottomBar** on phones, **ButtonLink** or **Link** elsewhere. To pick an answer in a form, **ChoiceGroup**.',
      do: {
        caption:
          "Keep each tab's label to a word or two, and name the tab list with `label` ('Dashboard sections').",
      },
      dont: {
        caption:
          "Don't use tabs as the app's navigation: a tab changes what is shown below it, not the page's address, so Back and shared links miss it.",
      },
      access: [
        '- A `tablist` named by `label`; each tab has `aria-selected` and controls its `tabpanel`, which its tab names.',
        '- Tab lands on the selected tab only. Left and Right move between tabs and select them at once, wrapping at the ends; Home and End go to the first and last.',
        '- In a right-to-left language (inside a **BeeGlobalProvider**), Left and Right swap.',
        '- The open panel is focusable: the next Tab goes to it.',
      ].join('\n'),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Discover' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Discover Exceptional People');
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Feed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Discover' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'discover' } };
