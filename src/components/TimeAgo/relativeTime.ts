import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as the feed says it: minutes under an hour, hours under a day, else days. In the
 * interface's active language: a component that shows it reads the language through `useLingui()`
 * (as TimeAgo does) and passes its `i18n`, so it rerenders when the language changes.
 */
export function relativeTime(iso: string, now: Date, i18n: I18n): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE)
    return i18n._(msg({ message: 'Just now', comment: 'A post or comment under a minute old' }));
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return i18n._(
      msg({
        comment: 'A post or comment this many minutes old; m is short for minutes',
        message: plural(minutes, { one: '#m ago', other: '#m ago' }),
      }),
    );
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return i18n._(
      msg({
        comment: 'A post or comment this many hours old; h is short for hours',
        message: plural(hours, { one: '#h ago', other: '#h ago' }),
      }),
    );
  }
  const days = Math.floor(elapsed / DAY);
  return i18n._(
    msg({
      comment: 'A post or comment this many days old; d is short for days',
      message: plural(days, { one: '#d ago', other: '#d ago' }),
    }),
  );
}
