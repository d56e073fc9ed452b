import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { discoverProfiles } from '../../mocks/fixtures';
import { SwipeCard } from './SwipeCard';

const profiles = discoverProfiles();
const withJourney = profiles.find((profile) => profile.culturalJourney)!;
const withoutJourney = profiles.find((profile) => !profile.culturalJourney)!;

const meta = {
  title: 'Components/Social/SwipeCard',
  tags: ['autodocs', 'stable'],
  component: SwipeCard,
  args: { profile: withJourney, size: 'large' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: 'One discover profile: photo, compatibility, Online, name and age, nationality, distance, About Me, Cultural Journey, languages and interests. `size="compact"` for the feed\'s Discover People card, `large` on the Discover tab.',
      avoid:
        'Where members like or pass, use **SwipeStack**: it adds the drag, the buttons and the arrow keys around the top card. For a face in a list, use **Avatar**.',
      do: {
        caption:
          'Where space is short, use the compact card: photo, name, two lines of bio and a few interests; the long sections wait for the profile.',
        example: (
          <div style={{ maxWidth: '20rem' }}>
            <SwipeCard profile={withJourney} size="compact" />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't show a bare SwipeCard where members are meant to swipe: it has no buttons, drag or keys of its own.",
      },
      access: [
        '- An `article`: the name and age are a heading (h3), About Me, Cultural Journey, Languages and Interests are h4 sections.',
        '- The photo is an image named "Photo of {name}"; if it fails to load, a placeholder keeps that name.',
        '- Languages and Interests are lists named by their headings; a "+2" item counts the ones left out.',
        '- Compatibility ("87% Match") and Online are text, not colour only.',
        '- Nothing to focus, except the "View profile" link (named "View profile of {name}") when `profileHref` is given.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCulturalJourney: Story = {
  play: async ({ canvas, args }) => {
    const { profile } = args;
    await expect(
      canvas.getByRole('heading', { name: `${profile.name}, ${profile.age}` }),
    ).toBeVisible();
    await expect(canvas.getByText(`${profile.compatibility}% Match`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Photo of ${profile.name}` })).toBeVisible();
    await expect(canvas.getByText(`${profile.distance} miles away`)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About Me' })).toBeVisible();
    await expect(canvas.getByText(profile.bio)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Cultural Journey' })).toBeVisible();
    await expect(canvas.getByText(profile.culturalJourney!)).toBeVisible();
    // Up to five chips each; beyond that the last one counts the rest.
    const chips = (name: string) =>
      within(canvas.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const expected = (items: string[]) =>
      items.length > 5 ? [...items.slice(0, 4), `+${items.length - 4}`] : items;
    await expect(chips('Interests')).toEqual(expected(profile.interests));
    await expect(chips('Languages')).toEqual(expected(profile.languages));
  },
};

export const WithoutCulturalJourney: Story = {
  args: { profile: withoutJourney },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About Me' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Cultural Journey' })).toBeNull();
  },
};

export const Online: Story = {
  args: { profile: { ...withJourney, isOnline: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { profile: { ...withJourney, isOnline: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Online')).toBeNull();
  },
};

export const ManyInterests: Story = {
  args: {
    profile: {
      ...withJourney,
      interests: ['Travel', 'Music', 'Dancing', 'Art', 'Coffee', 'Hiking', 'Yoga'],
    },
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Interests' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Travel',
      'Music',
      'Dancing',
      'Art',
      '+3',
    ]);
  },
};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas, args }) => {
    // The compact card keeps photo, name, bio and a few interests; the long sections wait.
    await expect(canvas.getByText(args.profile.bio)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Cultural Journey' })).toBeNull();
  },
};

export const UnreachablePhoto: Story = {
  args: { profile: { ...withJourney, photos: ['/photos/gone.jpg'] } },
  play: async ({ canvas, args }) => {
    // The neutral placeholder stands in; never the browser's broken-image icon.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: `Photo of ${args.profile.name}` }).tagName).toBe(
        'SPAN',
      ),
    );
  },
};

export const WithProfileLink: Story = {
  args: { profileHref: '/profile/u-0007' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: `View profile of ${args.profile.name}` });
    await expect(link).toHaveAttribute('href', '/profile/u-0007');
    await expect(link).toHaveTextContent('View profile');
  },
};

export const CompactWithProfileLink: Story = {
  args: { size: 'compact', profileHref: '/profile/u-0007' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('link', { name: `View profile of ${args.profile.name}` }),
    ).toBeVisible();
  },
};
