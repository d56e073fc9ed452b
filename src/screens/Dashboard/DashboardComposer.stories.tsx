import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import { callFails } from '../../mocks/storyScenarios';
import Dashboard from './Dashboard';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Dashboard/Composer',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/dashboard',
    session: demoMember(),
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const openComposer = async (canvas: Canvas, type = 'Share a story') => {
  await canvas.findByRole('list', { name: 'Posts' });
  await userEvent.click(canvas.getByRole('button', { name: type }));
  return screen.findByRole('dialog', { name: 'Create New Post' });
};

export const PromptOpensDialog: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Posts' });
    await userEvent.click(canvas.getByRole('button', { name: /Share your cultural experience/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await expect(within(dialog).getByLabelText('Type')).toHaveValue('story');
    await expect(within(dialog).getByLabelText('Title')).toBeVisible();
  },
};

export const EventFields: Story = {
  play: async ({ canvas }) => {
    const dialog = await openComposer(canvas, 'Share an event');
    for (const label of [
      'Location',
      'Cultural Theme',
      'Date',
      'Time',
      'Price ($)',
      'Max Attendees',
    ])
      await expect(within(dialog).getByLabelText(label)).toBeVisible();
  },
};

export const ValidationError: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    const dialog = await openComposer(canvas);
    await userEvent.type(within(dialog).getByLabelText('Content'), 'Half a story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    await expect(within(dialog).getByLabelText('Content')).toHaveValue('Half a story');
  },
};

export const CreateSucceeds: Story = {
  play: async ({ canvas }) => {
    const dialog = await openComposer(canvas, 'Share an event');
    const field = (label: string) => within(dialog).getByLabelText(label);
    await userEvent.type(field('Title'), 'Samba night at the community hall');
    await userEvent.type(field('Content'), 'Beginners welcome: we start with the basic step.');
    await userEvent.type(field('Location'), 'Austin, TX');
    await userEvent.type(field('Cultural Theme'), 'Brazilian');
    await userEvent.clear(field('Price ($)'));
    await userEvent.type(field('Price ($)'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(await findToast('Post created successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new post is at the top of the feed.
    const [top] = within(canvas.getByRole('list', { name: 'Posts' })).getAllByRole('article');
    await expect(within(top!).getByRole('heading')).toHaveTextContent(
      'Samba night at the community hall',
    );
    await expect(within(top!).getByText('$12.00')).toBeVisible();
    await expect(within(top!).getByText('0 attending')).toBeVisible();
    // Opened again, the form has started afresh.
    await userEvent.click(canvas.getByRole('button', { name: 'Share a story' }));
    const again = await screen.findByRole('dialog', { name: 'Create New Post' });
    await expect(within(again).getByLabelText('Title')).toHaveValue('');
  },
};

export const CreateFails: Story = {
  parameters: {
    msw: {
      handlers: {
        posts: callFails('posts', 'post', /\/api\/posts$/),
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openComposer(canvas, 'Share news');
    await userEvent.type(
      within(dialog).getByLabelText('Title'),
      'Library opens citizenship corner',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Content'),
      'Free guides in nine languages.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(await findToast('Failed to create post. Please try again.')).toBeVisible();
    // Still open, still filled.
    await expect(screen.getByRole('dialog', { name: 'Create New Post' })).toBeVisible();
    await expect(within(dialog).getByLabelText('Title')).toHaveValue(
      'Library opens citizenship corner',
    );
  },
};
