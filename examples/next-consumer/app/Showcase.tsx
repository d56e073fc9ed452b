import {
  Attendance,
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  PremiumBadge,
  ProgressBar,
  ThemeBadge,
} from '@beeglobal/ui';
import { event } from './sample';

/** Components a server renders: no function props, the words from the provider above. */
export function Showcase({ name }: { name: string }) {
  return (
    <section
      aria-label={name}
      style={{ background: 'var(--bee-color-page)', padding: 24, display: 'grid', gap: 16 }}
    >
      <h2>{name}</h2>
      <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name="Ana Lima" />
        <Badge tone="beta">Beta</Badge>
        <PremiumBadge />
        <ThemeBadge event={event} />
        <Button>Say hello</Button>
      </p>
      <Card as="article" aria-label={event.title} style={{ maxWidth: '22rem' }}>
        <h3>{event.title}</h3>
        <Attendance currentAttendees={event.currentAttendees} maxAttendees={event.maxAttendees} />
      </Card>
      <ProgressBar value={40} label="Profile" />
      <EmptyState title="No messages yet">Start a conversation from your matches.</EmptyState>
    </section>
  );
}
