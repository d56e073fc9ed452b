'use client';

import { useState } from 'react';
import { Button, EventCard, RsvpActions, type RsvpStatus } from '@beeglobal/ui';
import { event } from './sample';

/** The app's own client component: the package's components with the app's handlers. */
export function Interactive({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  const [status, setStatus] = useState<RsvpStatus>('pending');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <section
      aria-label={name}
      style={{ background: 'var(--bee-color-page)', padding: 24, display: 'grid', gap: 16 }}
    >
      <h2>{name}</h2>
      <p>
        <Button onClick={() => setPresses(presses + 1)}>Count</Button>
      </p>
      <p role="status">
        Pressed {presses} times; RSVP {status}
        {opened && `; opened ${opened}`}
      </p>
      <RsvpActions
        status={status}
        full={false}
        onRespond={setStatus}
        calendar={{ href: 'data:text/calendar,', fileName: 'diwali.ics' }}
      />
      <div style={{ maxWidth: '22rem' }}>
        <EventCard event={event} onOpen={(opening) => setOpened(opening.title)} />
      </div>
    </section>
  );
}
