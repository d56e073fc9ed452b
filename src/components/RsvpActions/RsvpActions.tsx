'use client';

import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Check from 'lucide-react/icons/check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Undo2 from 'lucide-react/icons/undo-2';
import X from 'lucide-react/icons/x';
import type { RsvpStatus } from '../../contract/events';
import { mirrorInRtl } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as styles from './RsvpActions.css';

export type RsvpActionsProps = {
  /** The member's answer so far, which sets the buttons: pending, confirmed (going) or declined. */
  status: RsvpStatus;
  /** No seat is left: confirming is blocked, and the member is told why. */
  full: boolean;
  /** Called with the member's new answer, 'confirmed' or 'declined', when they press a button. */
  onRespond: (answer: RsvpStatus) => void;
  /** The event's calendar file, offered once the member is going. */
  calendar: { href: string; fileName: string };
};

const STATUS_TEXT: Record<RsvpStatus, MessageDescriptor> = {
  pending: msg`Will you be there?`,
  confirmed: msg`You're on the guest list.`,
  declined: msg`You said you can't make it.`,
};

/** The RSVP answers an event offers from the member's current one. */
export function RsvpActions({ status, full, onRespond, calendar }: RsvpActionsProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const blocked = full && status !== 'confirmed';
  const confirm = (label: string, icon = <Check size={18} aria-hidden />) => (
    <Button
      icon={icon}
      disabled={full}
      aria-describedby={full ? reasonId : undefined}
      onClick={() => onRespond('confirmed')}
    >
      {label}
    </Button>
  );
  return (
    <section className={styles.rsvp} aria-label={t`RSVP`}>
      <p className={styles.status}>
        {status === 'confirmed' && (
          <Badge tone="going">
            <Trans>Going!</Trans>
          </Badge>
        )}
        {t(STATUS_TEXT[status])}
      </p>
      {blocked && (
        <p id={reasonId} className={styles.full}>
          <CircleAlert size={18} aria-hidden />
          <Trans>This event is full, so no more places can be taken.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        {status === 'pending' && (
          <>
            {confirm(t`I'm Going!`)}
            <Button
              variant="secondary"
              icon={<X size={18} aria-hidden />}
              onClick={() => onRespond('declined')}
            >
              <Trans>Can't Make It</Trans>
            </Button>
          </>
        )}
        {status === 'confirmed' && (
          <>
            <a
              className={button({ variant: 'primary' })}
              href={calendar.href}
              download={calendar.fileName}
            >
              <CalendarPlus size={18} aria-hidden />
              <Trans>Add to calendar</Trans>
            </a>
            <Button variant="secondary" onClick={() => onRespond('declined')}>
              <Trans>Cancel RSVP</Trans>
            </Button>
          </>
        )}
        {status === 'declined' &&
          confirm(t`Changed My Mind!`, <Undo2 size={18} className={mirrorInRtl} aria-hidden />)}
      </div>
    </section>
  );
}
