import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationStarters, STARTERS } from './ConversationStarters';

const meta = {
  title: 'Components/Chat/ConversationStarters',
  tags: ['autodocs', 'stable'],
  component: ConversationStarters,
  args: { onPick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationStarters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The five openers under 'AI Starters'; a click hands its words to the composer, unsent. Below
 * desktop widths, as in the 640 px picture, they make one strip that scrolls sideways.
 */
export const PickAStarter: Story = {
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'AI Starters' });
    await expect(within(panel).getByRole('heading', { name: 'AI Starters' })).toBeVisible();
    const starters = within(panel).getAllByRole('button');
    await expect(starters.map((starter) => starter.textContent)).toEqual(
      STARTERS.map((starter) => starter.message),
    );
    await userEvent.click(within(panel).getByRole('button', { name: STARTERS[1].message }));
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith(STARTERS[1].message);
  },
};
