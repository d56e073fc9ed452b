import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { EventRsvp } from '../../contract/events';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import { saveRsvp } from '../../state/rsvps';
import Events from './Events';
import { sampleEvents } from './sampleEvents';
import { modes } from '../../../.storybook/modes';

/** The sample events as the stories' pinned clock shows them. */
const storyEvents = sampleEvents(REFERENCE_NOW);
const SAMBA = storyEvents.find((event) => event.id === 'samba-feijoada-night')!;

/** A story's `beforeEach`: the demo member has already answered an event. */
const answered = (id: string, rsvp: EventRsvp) => () => saveRsvp(demoMember().id, id, rsvp);

const meta = {
  title: 'Screens/Events/List',
  component: Events,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/events',
    session: demoMember(),
  },
} satisfies Meta<typeof Events>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const cardTitles = (canvas: Canvas) =>
  (canvas.queryByRole('list', { name: 'Events' })
    ? within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('article')
    : []
  ).map((card) => card.querySelector('h3')!.textContent);

const search = (canvas: Canvas) =>
  canvas.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement;
const themeSelect = (canvas: Canvas) =>
  canvas.getByRole('combobox', { name: 'Cultural theme' }) as HTMLSelectElement;
const card = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('article', { name: title }));

export const List: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas, step }) => {
    await step('header and filters', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Cultural Events & Meetups', level: 1 }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Back to dashboard' })).toBeVisible();
      await expect(search(canvas)).toHaveAttribute(
        'placeholder',
        'Search events, cultures, activities...',
      );
      const select = themeSelect(canvas);
      await expect(select.selectedOptions[0]!.textContent).toBe('All Cultures');
      await expect([...select.options].map((option) => option.textContent)).toEqual([
        'All Cultures',
        'Brazilian Culture',
        'German Culture',
        'Indian Culture',
        'Japanese Culture',
        'Mexican Culture',
        'Chinese Culture',
        'Italian Culture',
        'French Culture',
      ]);
    });
    await step('five cards', async () => {
      await expect(
        canvas.getByRole('heading', { name: 'Join Amazing Cultural Events' }),
      ).toBeVisible();
      await expect(cardTitles(canvas)).toEqual(storyEvents.map((event) => event.title));
      await expect(canvas.getByText('5 events')).toBeVisible();
    });
    await step("a card's facts", async () => {
      const samba = card(canvas, SAMBA.title);
      await expect(samba.getByText('Brazilian')).toBeVisible();
      await expect(samba.getByText(/^A long table of feijoada/)).toBeVisible();
      // Four days after the pinned Monday, June 15, 2026.
      await expect(samba.getByText('Friday, June 19, 2026')).toBeVisible();
      await expect(samba.getByText('7:00 PM')).toBeVisible();
      await expect(samba.getByText('Fishtown, Philadelphia')).toBeVisible();
      await expect(samba.getByText('$25')).toBeVisible();
      await expect(samba.getByText('31 / 80')).toBeVisible();
      await expect(samba.getByText('Spots open')).toBeVisible();
      await expect(samba.queryByText('Going!')).toBeNull();
      await expect(samba.getByRole('button', { name: 'Join Event' })).toBeVisible();
      // The other levels of attendance, in words as well as colour.
      await expect(card(canvas, 'Bollywood Dance Workshop').getByText('Filling up')).toBeVisible();
      await expect(
        card(canvas, 'Lotería & Street Food Night').getByText('Almost full'),
      ).toBeVisible();
      await expect(card(canvas, 'Japanese Tea Ceremony & Wagashi').getByText('Full')).toBeVisible();
    });
  },
};

export const GoingBadge: Story = {
  beforeEach: answered(SAMBA.id, { rsvpStatus: 'confirmed', currentAttendees: 32 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    const samba = card(canvas, SAMBA.title);
    await expect(samba.getByText('Going!')).toBeVisible();
    await expect(samba.getByText('32 / 80')).toBeVisible();
    // Only the event the member confirmed.
    await expect(canvas.getAllByText('Going!')).toHaveLength(1);
  },
};

export const EachTheme: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    const expected: Record<string, string[]> = {
      Brazilian: ['Samba & Feijoada Night'],
      German: [],
      Indian: ['Bollywood Dance Workshop'],
      Mexican: ['Lotería & Street Food Night'],
      Chinese: [],
      Italian: ['Pasta from Scratch with Nonna Lucia'],
      French: [],
      Japanese: ['Japanese Tea Ceremony & Wagashi'],
    };
    for (const [theme, titles] of Object.entries(expected)) {
      await userEvent.selectOptions(themeSelect(canvas), `${theme} Culture`);
      await expect(cardTitles(canvas)).toEqual(titles);
      if (titles.length === 0)
        await expect(canvas.getByRole('heading', { name: 'No events found' })).toBeVisible();
    }
    await userEvent.selectOptions(themeSelect(canvas), 'All Cultures');
    await expect(cardTitles(canvas)).toHaveLength(5);
    // The picture: one culture chosen.
    await userEvent.selectOptions(themeSelect(canvas), 'Japanese Culture');
    await expect(canvas.getByText('1 event')).toBeVisible();
  },
};

export const ThemeFromTheUrl: Story = {
  parameters: { route: '/events?theme=Indian' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    await expect(themeSelect(canvas).value).toBe('Indian');
    await expect(cardTitles(canvas)).toEqual(['Bollywood Dance Workshop']);
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    // Title, description or theme, whatever the case.
    await userEvent.type(search(canvas), 'SAMBA');
    await expect(cardTitles(canvas)).toEqual(['Samba & Feijoada Night']);
    await userEvent.clear(search(canvas));
    await userEvent.type(search(canvas), 'tatami');
    await expect(cardTitles(canvas)).toEqual(['Japanese Tea Ceremony & Wagashi']);
    await userEvent.clear(search(canvas));
    await userEvent.type(search(canvas), 'dance');
    await expect(cardTitles(canvas)).toEqual([
      'Samba & Feijoada Night',
      'Bollywood Dance Workshop',
    ]);
  },
};

export const SearchAndTheme: Story = {
  parameters: { route: '/events?q=night' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    await expect(search(canvas).value).toBe('night');
    await expect(cardTitles(canvas)).toEqual([
      'Samba & Feijoada Night',
      'Lotería & Street Food Night',
    ]);
    // Both must hold: the search and the culture.
    await userEvent.selectOptions(themeSelect(canvas), 'Mexican Culture');
    await expect(cardTitles(canvas)).toEqual(['Lotería & Street Food Night']);
    await expect(search(canvas).value).toBe('night');
  },
};

export const EmptyWithFilter: Story = {
  parameters: { chromatic: { modes: modes.dark }, route: '/events?q=oktoberfest&theme=German' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(
      canvas.getByText('Try adjusting your search or filters to discover more events!'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show All Events' })).toBeVisible();
  },
};

export const ShowAllEvents: Story = {
  parameters: { route: '/events?q=oktoberfest&theme=German' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show All Events' }));
    await expect(cardTitles(canvas)).toHaveLength(5);
    await expect(search(canvas).value).toBe('');
    await expect(themeSelect(canvas).value).toBe('all');
  },
};

export const BackToDashboard: Story = {
  // A short feed behind it keeps the dashboard's picture small.
  parameters: { mockData: keepNewestPosts(3) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to dashboard' }));
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await canvas.findByRole('list', { name: 'Posts' });
    await canvas.findByText(/waiting to meet you$/);
  },
};
