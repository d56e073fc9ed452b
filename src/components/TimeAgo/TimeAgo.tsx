'use client';

import { useLingui } from '@lingui/react/macro';
import { dateFormat, EXACT_DATE_TIME } from '../../i18n/format';
import { relativeTime } from './relativeTime';

export type TimeAgoProps = {
  /** When it happened, as an ISO date. */
  date: string;
  /** The app's "now", so stories and tests can pin it. */
  now: Date;
  /** Extra class names for the `<time>` element. */
  className?: string;
};

/** '5m ago', '3h ago', '2d ago', with the exact date for assistive technology and on hover. */
export function TimeAgo({ date, now, className }: TimeAgoProps) {
  // Read here, so the time rerenders in a newly chosen language.
  const { i18n } = useLingui();
  const exact = dateFormat(i18n.locale, EXACT_DATE_TIME).format(new Date(date));
  return (
    <time className={className} dateTime={date} title={exact}>
      {relativeTime(date, now, i18n)}
    </time>
  );
}
