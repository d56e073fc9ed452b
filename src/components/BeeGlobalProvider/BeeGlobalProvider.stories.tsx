import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, within } from 'storybook/test';
import { themeValues } from '../../styles/themeValues';
import { Button, ButtonLink } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { RsvpActions } from '../RsvpActions/RsvpActions';
import { BeeGlobalProvider, type BeeGlobalProviderProps } from './BeeGlobalProvider';
import type { LinkComponentProps } from './context';

/** A router's link as an app would pass it: here it only marks the links it draws. */
function StoryRouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

/** One provider's corner of the page: an event's RSVP, a link and a dialog to open. */
function Corner({ name, ...provider }: BeeGlobalProviderProps & { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <BeeGlobalProvider {...provider}>
      <section
        aria-label={name}
        style={{ padding: 16, borderRadius: 16, background: 'var(--bee-color-page)' }}
      >
        <RsvpActions
          status="pending"
          full={false}
          onRespond={() => {}}
          calendar={{ href: 'data:text/calendar;charset=utf-8,', fileName: 'event.ics' }}
        />
        <p style={{ display: 'flex', gap: 8, marginBlockStart: 12 }}>
          <ButtonLink variant="secondary" href="/events">
            Events
          </ButtonLink>
          <Button onClick={() => setOpen(true)}>Open the dialog</Button>
        </p>
        <Dialog open={open} onOpenChange={setOpen} title="Samba & Feijoada Night">
          <p>Saturday at eight, at the community hall.</p>
        </Dialog>
      </section>
    </BeeGlobalProvider>
  );
}

const meta = {
  title: 'Components/BeeGlobalProvider',
  tags: ['autodocs'],
  component: BeeGlobalProvider,
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
      }}
    >
      <Corner name="English, light" locale="en" theme="light" linkComponent={StoryRouterLink} />
      <Corner name="Arabic, dark" locale="ar" theme="dark" />
    </div>
  ),
} satisfies Meta<typeof BeeGlobalProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Two providers on one page, each with its own theme, language and direction. */
export const TwoOnOnePage: Story = {
  play: async ({ canvas }) => {
    const english = within(canvas.getByRole('region', { name: 'English, light' }));
    const arabic = within(await canvas.findByRole('region', { name: 'Arabic, dark' }));
    await expect(english.getByText('Will you be there?')).toBeVisible();
    // The Arabic provider loads its own words: the page around it speaks English.
    await expect(await arabic.findByText('هل ستحضر؟')).toBeVisible();
    const arabicRoot = arabic.getByText('هل ستحضر؟').closest('[data-bee-root]')!;
    await expect(arabicRoot).toHaveAttribute('dir', 'rtl');
    await expect(arabicRoot).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(arabic.getByText('هل ستحضر؟')).color).toBe(
      rgb(themeValues.dark.color.text),
    );
    // The app's link draws where it is given; elsewhere a plain link.
    await expect(english.getByRole('button', { name: 'Events' })).toHaveAttribute(
      'data-router-link',
    );
    await expect(arabic.getByRole('button', { name: 'Events' })).not.toHaveAttribute(
      'data-router-link',
    );
  },
};

/** A dialog is drawn inside its provider, so it keeps the provider's theme and direction. */
export const DialogKeepsItsProvider: Story = {
  play: async ({ canvas, userEvent }) => {
    const arabic = within(await canvas.findByRole('region', { name: 'Arabic, dark' }));
    await arabic.findByText('هل ستحضر؟');
    await userEvent.click(arabic.getByRole('button', { name: 'Open the dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Samba & Feijoada Night' });
    const root = dialog.closest('[data-bee-root]')!;
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(
      rgb(themeValues.dark.color.surface),
    );
    // Its own words are the provider's language too.
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};

/** A language the components do not speak: English, with one warning, and no crash. */
export const UnknownLanguage: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  render: () => (
    <BeeGlobalProvider locale="tlh">
      <RsvpActions
        status="pending"
        full={false}
        onRespond={() => {}}
        calendar={{ href: 'data:text/calendar;charset=utf-8,', fileName: 'event.ics' }}
      />
    </BeeGlobalProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Will you be there?')).toBeVisible();
    await expect(canvas.getByText('Will you be there?').closest('[data-bee-root]')).toHaveAttribute(
      'dir',
      'ltr',
    );
    await expect(console.warn).toHaveBeenCalledTimes(1);
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"tlh"'));
  },
};
