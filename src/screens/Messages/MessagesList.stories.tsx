import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatWithNoah, STORY_CONVERSATION, STORY_PARTNER } from '../../mocks/chatData';
import type { Db } from '../../mocks/data/db';
import { scenarios } from '../../mocks/storyScenarios';
import { keepNewestPosts } from '../../mocks/storyData';
import { demoMember } from '../../mocks/storySessions';
import Messages from './Messages';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Screens/Messages/List',
  component: Messages,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/messages',
    session: demoMember(),
    mockData: chatWithNoah,
  },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversationLinks = async () =>
  within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');

export const Loading: Story = {
  parameters: { msw: { handlers: { messages: scenarios.loading('messages') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

export const Loaded: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    const links = await conversationLinks();
    await expect(links).toHaveLength(5);
    // Most recent first.
    const times = links.map((link) => link.querySelector('time')!.getAttribute('datetime')!);
    await expect(times).toEqual(times.toSorted().reverse());
    const noah = links.find((link) => link.textContent!.includes(STORY_PARTNER.name))!;
    await expect(noah).toHaveTextContent('Canadian');
    await expect(within(noah).getByLabelText('1 unread')).toBeVisible();
    await expect(noah).toHaveAttribute('href', `/messages?c=${STORY_CONVERSATION}`);
    // Anouk is online; the list says so in words as well as with the dot.
    const anouk = links.find((link) => link.textContent!.includes('Anouk Smit'))!;
    await expect(anouk).toHaveTextContent('Online');
    await expect(canvas.getByRole('heading', { name: 'Pick a conversation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    // The list and the chat are the page's main content, for landmark navigation.
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('region', { name: 'Conversations' }));
    await expect(main).toContainElement(canvas.getByRole('region', { name: 'Chat' }));
  },
};

export const Empty: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { messages: scenarios.empty('messages') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeVisible();
    const discover = canvas.getByRole('link', { name: 'Discover Matches' });
    await expect(discover).toHaveAttribute('href', '/dashboard');
  },
};

export const LoadFailed: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { messages: scenarios.serverError('messages') } },
  },
  play: async ({ canvas }) => {
    // The toast and the list's own message say the same.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load conversations. Please try again.')).toHaveLength(
        2,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const BackToDashboard: Story = {
  parameters: {
    mockData: (db: Db) => {
      chatWithNoah(db);
      keepNewestPosts(2)(db);
    },
  },
  play: async ({ canvas }) => {
    await conversationLinks();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('tab', { name: 'Feed', selected: true })).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Posts' })).getAllByRole('article'),
      ).toHaveLength(2),
    );
    await expect(await canvas.findByText(/people waiting to meet you/)).toBeVisible();
  },
};
