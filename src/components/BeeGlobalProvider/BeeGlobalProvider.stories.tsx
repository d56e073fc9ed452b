import type { Messages } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, within } from 'storybook/test';
import { LANGUAGE_NAMES, LOCALES, type Language } from '../../i18n/locales';
import { loadMessages } from '../i18n/componentMessages';
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

/** One language's corner as a server renders it: the provider given its words, an RSVP. */
const serverTree = (locale: Language, messages: Messages | undefined) => (
  <BeeGlobalProvider locale={locale} messages={messages}>
    <section aria-label={LANGUAGE_NAMES[locale]} style={{ padding: 12 }}>
      <RsvpActions
        status="pending"
        full={false}
        onRespond={() => {}}
        calendar={{ href: 'data:text/calendar;charset=utf-8,', fileName: 'event.ics' }}
      />
    </section>
  </BeeGlobalProvider>
);

/**
 * Each language's corner as a server page has it: its HTML from renderToString, then taken over
 * by React (hydrateRoot) with the same tree. A mismatch would be a recoverable error or a console
 * error; `data-mismatches` counts the first kind.
 */
function ServerRendered({ words }: { words: Partial<Record<Language, Messages>> }) {
  const pages = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const roots = LOCALES.map((locale) => {
      const page = pages.current!.querySelector<HTMLElement>(`[data-locale="${locale}"]`)!;
      const tree = serverTree(locale, words[locale]);
      page.innerHTML = renderToString(tree);
      page.dataset.mismatches = '0';
      return hydrateRoot(page, tree, {
        onRecoverableError: () =>
          (page.dataset.mismatches = `${Number(page.dataset.mismatches) + 1}`),
      });
    });
    return () => roots.forEach((root) => root.unmount());
  }, [words]);
  return (
    <div ref={pages} style={{ display: 'grid', gap: 8 }}>
      {LOCALES.map((locale) => (
        <div key={locale} data-locale={locale} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Foundations/BeeGlobalProvider',
  tags: ['autodocs', 'stable'],
  component: BeeGlobalProvider,
  parameters: {
    guidance: {
      use: "Once, around the app (or around each part of a page that needs its own theme or language): it gives the components their theme, their language and direction, the app's router link, and a layer where dialogs and menus open.",
      avoid:
        "Not a way to restyle one part of a screen: for a card that stands out use **Card**'s `highlight`. Members choose theme and language with **PreferenceSelect** or the profile **Menu**.",
      do: {
        caption:
          "Wrap the app once, at its root, with the interface's `locale` and the router's `linkComponent`; on a server, pass that language's `messages` too, so the first HTML already speaks it.",
      },
      dont: {
        caption:
          "Don't wrap each component in a provider of its own: each adds its own element and dialog layer, and without `messages` each shows nothing until its words have loaded.",
      },
      access: [
        '- Sets `lang` and `dir` on its own element: screen readers pronounce the words in their language, and Arabic runs right to left.',
        '- Passes the direction to the Radix parts inside: in **Tabs**, Left and Right swap in a right-to-left language.',
        '- Dialogs and menus open in a layer inside it, keeping its theme, language and direction.',
        '- Inside it, everything focusable gets the same focus ring when focused from the keyboard, and animations and transitions are cut short when the device asks for reduced motion.',
        '- Renders nothing until its words are in: at once for English or given `messages`, else once they load.',
      ].join('\n'),
    },
  },
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

/**
 * A server page in each of the six languages: the provider, given the language's words, renders
 * them and their direction into the server's HTML, and the page takes it over without a mismatch.
 */
export const ServerHtmlInEveryLanguage: Story = {
  loaders: [
    async () => ({
      words: Object.fromEntries(
        await Promise.all(
          LOCALES.filter((locale) => locale !== 'en').map(async (locale) => [
            locale,
            await loadMessages(locale),
          ]),
        ),
      ),
    }),
  ],
  beforeEach: () => {
    const error = spyOn(console, 'error');
    return () => error.mockRestore();
  },
  render: (_args, { loaded }) => <ServerRendered words={loaded.words} />,
  play: async ({ canvas }) => {
    const question: Record<Language, string> = {
      en: 'Will you be there?',
      es: '¿Vas a ir?',
      'pt-BR': 'Você vai?',
      // Testing Library reads the narrow no-break space before '?' as a space.
      fr: 'Serez-vous de la partie ?',
      de: 'Bist du dabei?',
      ar: 'هل ستحضر؟',
    };
    for (const locale of LOCALES) {
      const corner = await canvas.findByRole('region', { name: LANGUAGE_NAMES[locale] });
      await expect(within(corner).getByText(question[locale])).toBeVisible();
      const root = corner.closest('[data-bee-root]')!;
      await expect(root).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(root).toHaveAttribute('lang', locale);
      await expect(corner.closest('[data-locale]')).toHaveAttribute('data-mismatches', '0');
    }
    // React reports a hydration mismatch of attributes or text on the console.
    await expect(console.error).not.toHaveBeenCalled();
  },
};
