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
