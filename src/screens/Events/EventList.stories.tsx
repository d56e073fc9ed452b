import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EventList } from './EventList';

/** The list's empty states: a screen story cannot empty the product's own events. */
const meta = {
  title: 'Screens/Events/List/Empty',
  component: EventList,
  args: { events: [], filtered: false, onOpen: fn(), onShowAll: fn() },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWithoutFilter: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(
      canvas.getByText('Check back soon for exciting cultural events in your area!'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Events' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWithFilter: Story = {
  args: { filtered: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Try adjusting your search or filters to discover more events!'),
    ).toBeVisible();
    await expect(canvas.getByText('0 events')).toBeVisible();
  },
};
