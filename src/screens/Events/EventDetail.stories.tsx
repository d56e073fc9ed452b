import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventRsvp } from '../../contract/events';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { demoMember } from '../../mocks/storySessions';
import { saveRsvp } from '../../state/rsvps';
import Events from './Events';
import { sampleEvents } from './sampleEvents';
import { GOING_TOAST, NOT_GOING_TOAST } from './useCulturalEvents';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** The sample events as the stories' pinned clock shows them. */
const storyEvents = sampleEvents(REFERENCE_NOW);
const SAMBA = storyEvents.find((event) => event.id === 'samba-feijoada-night')!;
const TEA_CEREMONY = storyEvents.find((event) => event.id === 'tea-ceremony-wagashi')!;

/** A story's `beforeEach`: the demo member has already answered an event. */
const answered = (id: string, rsvp: EventRsvp) => () => saveRsvp(demoMember().id, id, rsvp);

const meta = {
  title: 'Screens/Events/Detail',
  component: Events,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: `/events?event=${SAMBA.id}`,
    session: demoMember(),
  },
} satisfies Meta<typeof Events>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const detail = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('article', { name: title }));

/** From the list: a card's Join Event opens its detail view. */
async function openFromList(canvas: Canvas, title: string) {
  const card = within(await canvas.findByRole('article', { name: title }));
  await userEvent.click(card.getByRole('button', { name: 'Join Event' }));
  return detail(canvas, title);
}

/** Back on the list after an RSVP: the event's card. */
async function backOnList(canvas: Canvas, title: string) {
  await canvas.findByRole('heading', { name: 'Join Amazing Cultural Events' });
  return within(canvas.getByRole('article', { name: title }));
}

export const Pending: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas, step }) => {
    const event = await detail(canvas, SAMBA.title);
    await step('what, who and when', async () => {
      await expect(event.getByRole('heading', { name: SAMBA.title, level: 2 })).toBeVisible();
      await expect(event.getByText('Brazilian')).toBeVisible();
      await expect(event.getByText('Organized by Casa Brasil Philly')).toBeVisible();
      await expect(event.getByText(SAMBA.description)).toBeVisible();
      await expect(event.getByText('Friday, June 19, 2026')).toBeVisible();
      await expect(event.getByText('7:00 PM')).toBeVisible();
      await expect(event.getByText('Fishtown, Philadelphia')).toBeVisible();
      await expect(event.getByText('1423 Frankford Ave, Philadelphia, PA 19125')).toBeVisible();
      await expect(event.getByText('$25')).toBeVisible();
      await expect(event.getByText('Per person (includes everything!)')).toBeVisible();
      await expect(event.getByText('31 / 80')).toBeVisible();
    });
    await step('What to Expect', async () => {
      const list = event.getByRole('list', { name: 'What to Expect' });
      await expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(SAMBA.tags);
    });
    await step('both answers offered', async () => {
      await expect(event.getByText('Will you be there?')).toBeVisible();
      await expect(event.getByRole('button', { name: "I'm Going!" })).toBeEnabled();
      await expect(event.getByRole('button', { name: "Can't Make It" })).toBeEnabled();
      await expect(event.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
      await expect(event.queryByText('Going!')).toBeNull();
    });
  },
};

export const Confirmed: Story = {
  beforeEach: answered(SAMBA.id, { rsvpStatus: 'confirmed', currentAttendees: 32 }),
  play: async ({ canvas }) => {
    const event = await detail(canvas, SAMBA.title);
    await expect(event.getAllByText('Going!')[0]).toBeVisible();
    await expect(event.getByText("You're on the guest list.")).toBeVisible();
    await expect(event.getByText('32 / 80')).toBeVisible();
    await expect(event.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
    await expect(event.queryByRole('button', { name: "I'm Going!" })).toBeNull();
    // Add to calendar downloads the event's .ics file.
    const calendar = event.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('download', 'samba-feijoada-night.ics');
    const href = calendar.getAttribute('href')!;
    await expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const file = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    await expect(file).toContain('\r\nSUMMARY:Samba & Feijoada Night\r\n');
    await expect(file).toContain('\r\nDTSTART:20260619T190000\r\n');
    await expect(file).toContain('\r\nUID:samba-feijoada-night@events.beeglobal.app\r\n');
  },
};

export const Declined: Story = {
  beforeEach: answered(SAMBA.id, { rsvpStatus: 'declined', currentAttendees: 31 }),
  play: async ({ canvas }) => {
    const event = await detail(canvas, SAMBA.title);
    await expect(event.getByText("You said you can't make it.")).toBeVisible();
    await expect(event.getByRole('button', { name: 'Changed My Mind!' })).toBeEnabled();
    await expect(event.queryByRole('button', { name: "Can't Make It" })).toBeNull();
    await expect(event.queryByText('Going!')).toBeNull();
  },
};

export const Full: Story = {
  parameters: { chromatic: { modes: modes.dark }, route: `/events?event=${TEA_CEREMONY.id}` },
  play: async ({ canvas }) => {
    const event = await detail(canvas, TEA_CEREMONY.title);
    await expect(event.getByText('25 / 25')).toBeVisible();
    const going = event.getByRole('button', { name: "I'm Going!" });
    await expect(going).toBeDisabled();
    // The reason is shown, and read with the button.
    await expect(going).toHaveAccessibleDescription(
      'This event is full, so no more places can be taken.',
    );
    // Declining is still open.
    await expect(event.getByRole('button', { name: "Can't Make It" })).toBeEnabled();
  },
};

export const ConfirmFromList: Story = {
  parameters: { route: '/events' },
  play: async ({ canvas, step }) => {
    const event = await openFromList(canvas, SAMBA.title);
    // Focus moves to the event, as on a new page.
    await expect(event.getByRole('heading', { name: SAMBA.title, level: 2 })).toHaveFocus();
    await userEvent.click(event.getByRole('button', { name: "I'm Going!" }));
    await step('the toast says so', async () => {
      await expect(await findToast(GOING_TOAST[0].message!)).toBeVisible();
      await expect(screen.getByText(GOING_TOAST[1].message!)).toBeVisible();
    });
    await step('back on the list: Going! and one more attending', async () => {
      const card = await backOnList(canvas, SAMBA.title);
      await expect(card.getByText('Going!')).toBeVisible();
      await expect(card.getByText('32 / 80')).toBeVisible();
      // Focus is back where the member left off.
      await waitFor(() => expect(card.getByRole('button', { name: SAMBA.title })).toHaveFocus());
    });
  },
};

export const DeclineFromPending: Story = {
  play: async ({ canvas }) => {
    const event = await detail(canvas, SAMBA.title);
    await userEvent.click(event.getByRole('button', { name: "Can't Make It" }));
    await expect(await findToast(NOT_GOING_TOAST[0].message!)).toBeVisible();
    await expect(screen.getByText(NOT_GOING_TOAST[1].message!)).toBeVisible();
    const card = await backOnList(canvas, SAMBA.title);
    // Nobody had counted them: the count stays.
    await expect(card.getByText('31 / 80')).toBeVisible();
    await expect(card.queryByText('Going!')).toBeNull();
  },
};

export const CancelConfirmed: Story = {
  beforeEach: answered(SAMBA.id, { rsvpStatus: 'confirmed', currentAttendees: 32 }),
  play: async ({ canvas }) => {
    const event = await detail(canvas, SAMBA.title);
    await userEvent.click(event.getByRole('button', { name: 'Cancel RSVP' }));
    await expect(await findToast(NOT_GOING_TOAST[0].message!)).toBeVisible();
    const card = await backOnList(canvas, SAMBA.title);
    await expect(card.getByText('31 / 80')).toBeVisible();
    await expect(card.queryByText('Going!')).toBeNull();
  },
};

export const ChangedMyMind: Story = {
  beforeEach: answered(SAMBA.id, { rsvpStatus: 'declined', currentAttendees: 31 }),
  play: async ({ canvas }) => {
    const event = await detail(canvas, SAMBA.title);
    await userEvent.click(event.getByRole('button', { name: 'Changed My Mind!' }));
    await expect(await findToast(GOING_TOAST[0].message!)).toBeVisible();
    const card = await backOnList(canvas, SAMBA.title);
    await expect(card.getByText('Going!')).toBeVisible();
    await expect(card.getByText('32 / 80')).toBeVisible();
  },
};

export const BackToList: Story = {
  parameters: { route: '/events?theme=Brazilian' },
  play: async ({ canvas }) => {
    await openFromList(canvas, SAMBA.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to events' }));
    // The list as it was left: the same culture chosen, nothing answered.
    const card = await backOnList(canvas, SAMBA.title);
    await expect(
      (canvas.getByRole('combobox', { name: 'Cultural theme' }) as HTMLSelectElement).value,
    ).toBe('Brazilian');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(card.getByText('31 / 80')).toBeVisible();
  },
};
