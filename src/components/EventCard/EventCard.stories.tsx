import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CulturalEvent } from '../../contract/events';
import { EventCard } from './EventCard';

// A card's own picture: a component may not reach a screen's sample events.
const picture =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23d6336c'/%3E%3Ccircle cx='12' cy='3' r='2' fill='%23fab005'/%3E%3C/svg%3E";

const lotería: CulturalEvent = {
  id: 'loteria-street-food-night',
  title: 'Lotería & Street Food Night',
  description:
    'Tacos al pastor, elotes and aguas frescas from three family taquerías, and rounds of lotería with prizes. Bring friends: the tables are long and the caller is loud.',
  culturalTheme: 'Mexican',
  emoji: '🌮',
  image: picture,
  organizer: 'South Philly Lotería Club',
  date: '2026-07-01',
  time: '17:00',
  durationMinutes: 180,
  location: 'Italian Market, South Philly',
  address: '1000 S 9th St, Philadelphia, PA 19147',
  price: 15,
  currentAttendees: 126,
  maxAttendees: 150,
  tags: ['Taquería tasting', 'Lotería with prizes'],
  rsvpStatus: 'pending',
};

const meta = {
  title: 'Components/Events/EventCard',
  tags: ['autodocs', 'stable'],
  component: EventCard,
  args: { event: lotería, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: 'A cultural event in the events list: picture, theme badge, Going! once the member has said yes, title, two lines of description, date, time, place, price per person, attendance and Join Event. A click anywhere on it opens the event.',
      avoid:
        "For the event's detail view and the member's answer, use **RsvpActions** (with **Attendance**). For an event a member posted in the feed, use **PostCard**.",
      do: {
        caption:
          "Lay the cards out in columns about 22rem wide; the whole card, and Join Event, open the event's detail.",
        example: (
          <div style={{ maxWidth: '22rem' }}>
            <EventCard event={lotería} onOpen={fn()} />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't add buttons or links to the card: the title's button covers the whole card, and only Join Event sits above it.",
      },
      access: [
        "- An `article` named by the event's title (an h3). The title is a button that opens the event, and Join Event is a second button that does the same: two Tab stops.",
        "- Join Event is named the same on every card; the event's title is its description, so a screen reader says which event it joins.",
        "- The picture is decorative (empty alt); the theme's emoji is hidden and the culture's name is read.",
        '- Date, time, place and price are a list; attendance reads as "126 / 150 attending" and its level in words.',
        "- The title button's id is `eventCardId(event)`, so a screen can give focus back to it from the detail view.",
      ].join('\n'),
    },
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: lotería.title })).toBeVisible();
    await expect(canvas.getByText('Mexican')).toBeVisible();
    await expect(canvas.getByText('Wednesday, July 1, 2026')).toBeVisible();
    await expect(canvas.getByText('5:00 PM')).toBeVisible();
    await expect(canvas.getByText('Italian Market, South Philly')).toBeVisible();
    await expect(canvas.getByText('$15')).toBeVisible();
    await expect(canvas.getByText('126 / 150')).toBeVisible();
    await expect(canvas.getByText('Almost full')).toBeVisible();
    await expect(canvas.queryByText('Going!')).toBeNull();
    // Join Event opens the detail view.
    await userEvent.click(canvas.getByRole('button', { name: 'Join Event' }));
    await expect(args.onOpen).toHaveBeenCalledWith(lotería);
  },
};

export const Going: Story = {
  args: { event: { ...lotería, rsvpStatus: 'confirmed', currentAttendees: 127 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Going!')).toBeVisible();
    await expect(canvas.getByText('127 / 150')).toBeVisible();
  },
};

export const OpensFromAnywhereOnTheCard: Story = {
  play: async ({ canvas, args }) => {
    // A pointer on the description (not a control) lands on the title's button, which covers
    // the card; the browser's own hit test says so.
    const title = canvas.getByRole('button', { name: lotería.title });
    const { left, top, width, height } = canvas
      .getByText(/^Tacos al pastor/)
      .getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2)!;
    await expect(hit).toBe(title);
    await userEvent.click(hit);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    // Join Event is above that cover: it takes its own clicks.
    const join = canvas.getByRole('button', { name: 'Join Event' });
    // Which event it joins, for a screen reader: the title, as its description.
    await expect(join).toHaveAccessibleDescription(args.event.title);
    const box = join.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 10, box.top + 10)).toBe(join);
    title.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};
