import type { Meta, StoryObj } from '@storybook/react-vite';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Users from 'lucide-react/icons/users';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/Feedback/EmptyState',
  tags: ['autodocs', 'stable'],
  component: EmptyState,
  args: { title: 'No more profiles', children: 'Check back later for new matches' },
  parameters: {
    guidance: {
      use: 'Where a list or a stack has nothing to show, or could not load: what happened, and what the member can do next ("No more profiles", Refresh Matches).',
      avoid:
        'While content is still on its way use **Skeleton**; for a failure that passes (a like that did not go through), a toast (**Toaster**); for a field, **FieldError**.',
      do: {
        caption: 'Say what happened and what to expect, and offer the one action that helps.',
        example: (
          <EmptyState
            title="No events found"
            action={<Button variant="secondary">Show All Events</Button>}
          >
            Try adjusting your search or filters to discover more events!
          </EmptyState>
        ),
      },
      dont: {
        caption: "Don't leave a bare 'Nothing here': it neither explains nor offers a way on.",
        example: <EmptyState title="Nothing here" />,
      },
      access: [
        "- The title is a heading, `h3` unless `level={2}`: pick the level that fits the page's outline.",
        '- The text and the action follow it in reading order; pass the icon with `aria-hidden`.',
        '- Not a live region, and it moves no focus: when it replaces a list after a search, screen readers are not told.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    icon: <Users size={28} aria-hidden />,
    action: (
      <Button variant="secondary" icon={<RefreshCw size={18} aria-hidden />} onClick={fn()}>
        Refresh Matches
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Matches' }));
  },
};

export const TextOnly: Story = {
  args: { title: 'No posts yet', children: 'Be the first to share a story, event or news.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Be the first to share a story, event or news.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
