import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

/** A chat's header with the given actions, for the guidance. */
const chatHeader = (...actions: string[]) => (
  <PageHeader
    title="Ana Lima"
    backLabel="Back to conversations"
    onBack={() => {}}
    actions={actions.map((action) => (
      <Button key={action} size="sm" variant={action === 'Unmatch' ? 'danger' : 'secondary'}>
        {action}
      </Button>
    ))}
  />
);

const meta = {
  title: 'Components/Navigation/PageHeader',
  tags: ['autodocs', 'stable'],
  component: PageHeader,
  args: { title: 'Cultural Events & Meetups', backTo: '/dashboard' },
  parameters: {
    guidance: {
      use: "The top of a screen reached from another: Back, the screen's title as its one `h1`, and an action on the right if the screen has one (Unmatch in a chat).",
      avoid:
        'The dashboard has its own top bar (logo, Messages, Events, the profile **Menu**); on phones the main places are in **BottomBar**.',
      do: {
        caption: 'Say where Back goes when it is not obvious, and keep to one action.',
        example: chatHeader('Unmatch'),
      },
      dont: {
        caption:
          "Don't crowd the header with buttons: the title is cut short to one line. Put the rest in a **Menu**.",
        example: chatHeader('View Profile', 'AI Starters', 'Unmatch'),
      },
      access: [
        "- The title is the page's `h1`: one PageHeader per screen.",
        '- Back is an icon-only control named "Back" or `backLabel`; its arrow is hidden from screen readers and points the other way in right-to-left languages.',
        '- With `backTo` (and no `onBack`) Back is a link with `role="button"`, pressed with Enter or Space; otherwise a button that calls `onBack`, or goes back in the browser\'s history.',
        '- Tab reaches Back, then the actions.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cultural Events & Meetups' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Ana Lima',
    backLabel: 'Back to conversations',
    actions: (
      <Button variant="danger" size="sm">
        Unmatch
      </Button>
    ),
  },
};

export const CustomBack: Story = {
  args: { title: 'Diwali Festival of Lights', onBack: fn(), backLabel: 'Back to events' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to events' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
