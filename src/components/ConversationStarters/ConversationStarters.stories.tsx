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
  parameters: {
    guidance: {
      use: 'The AI Starters panel beside a chat: five openers about culture. A click puts one in the message field, unsent, for the member to edit and send.',
      avoid:
        "To write and send the message, use **ChatComposer**. To invite a new match to say hello in an empty chat, use **ChatThread**'s `emptyText`.",
      do: {
        caption:
          "After a pick, move focus to the message field (`onPick` fills the draft, then focus the **ChatComposer**'s `ref`), as the Messages screen does.",
      },
      dont: {
        caption:
          "Don't send the opener from `onPick`: the member picks one to start from, then makes it their own before sending.",
      },
      access: [
        '- A region named by its heading, "AI Starters" (an h2).',
        '- The openers are a list of buttons, each named by its words; Tab moves through them, Enter or Space picks one.',
        '- A pick neither moves focus nor announces anything: the screen should move focus to the message field.',
      ].join('\n'),
    },
  },
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
