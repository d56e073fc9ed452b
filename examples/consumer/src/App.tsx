import { setupI18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  BeeGlobalProvider,
  Button,
  EmptyState,
  EventCard,
  PlanCard,
  type BeeGlobalProviderProps,
  type CulturalEvent,
} from '@beeglobal/ui';
// German's words at once, in the first render (as a server would need them).
import { messages as german } from '@beeglobal/ui/messages/de';

/** The app's own Lingui, in French, with a catalogue of its own. */
const appI18n = setupI18n({ locale: 'fr', messages: { fr: { greeting: "Bonjour de l'appli" } } });

const event: CulturalEvent = {
  id: 'diwali-lantern-walk',
  title: 'Diwali Lantern Walk',
  description: 'Paper lanterns, sparklers on the riverbank and sweets from the corner mithai shop.',
  culturalTheme: 'Indian',
  emoji: '🪔',
  // The app's own picture, here drawn inline: a lantern on the night.
  image:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23311b4f'/%3E%3Ccircle cx='8' cy='4.5' r='2' fill='%23f2a900'/%3E%3C/svg%3E",
  organizer: 'Riverside Diwali Circle',
  date: '2026-11-08',
  time: '18:30',
  durationMinutes: 120,
  location: 'Riverside Park',
  address: '1 Riverside Dr, Austin, TX 78704',
  price: 12,
  currentAttendees: 48,
  maxAttendees: 120,
  tags: ['Lanterns', 'Sweets'],
  rsvpStatus: 'pending',
};

/** The same few components, as another app would use them. */
function Showcase({ name, children }: { name: string; children?: ReactNode }) {
  const [plan, setPlan] = useState('yearly');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <section
      aria-label={name}
      style={{ background: 'var(--bee-color-page)', padding: 24, display: 'grid', gap: 16 }}
    >
      <h2>{name}</h2>
      {children}
      <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name="Ana Lima" />
        <Badge tone="beta">Beta</Badge>
        <Button onClick={() => setOpened(name)}>Say hello</Button>
      </p>
      {opened && <p role="status">Hello from {opened}</p>}
      <div style={{ maxWidth: '22rem' }}>
        <EventCard event={event} onOpen={() => setOpened(event.title)} />
      </div>
      <PlanCard
        group={`${name}-plan`}
        value="yearly"
        title="Yearly"
        price="$400"
        per="per year"
        savings="Save $80"
        features={['Unlimited likes', 'See who liked you']}
        checked={plan === 'yearly'}
        onChange={(change) => setPlan(change.target.value)}
      />
      <EmptyState title="No messages yet">Start a conversation from your matches.</EmptyState>
    </section>
  );
}

function Corner(props: BeeGlobalProviderProps & { name: string; children?: ReactNode }) {
  const { name, children, ...provider } = props;
  return (
    <BeeGlobalProvider {...provider}>
      <Showcase name={name}>{children}</Showcase>
    </BeeGlobalProvider>
  );
}

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif' }}>
      <h1>@beeglobal/ui in a plain React app</h1>
      <Corner name="Light" theme="light" />
      <Corner name="Dark" theme="dark" />
      <Corner name="Arabic" theme="light" locale="ar" />
      {/* The app's Lingui and the package's side by side: each keeps its own words. */}
      <I18nProvider i18n={appI18n}>
        <Corner name="German inside a French app" theme="light" locale="de" messages={german}>
          <p>
            <Trans id="greeting" />
          </p>
        </Corner>
      </I18nProvider>
      <section aria-label="Without a provider">
        <Button variant="secondary">No provider around me</Button>
      </section>
    </main>
  );
}
