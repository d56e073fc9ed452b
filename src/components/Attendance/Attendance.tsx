'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Flame from 'lucide-react/icons/flame';
import Users from 'lucide-react/icons/users';
import { formatNumber } from '../../i18n/format';
import { attendanceLevel, isFull } from './attendance';
import * as styles from './Attendance.css';

export type AttendanceProps = {
  /** How many members are going so far. */
  currentAttendees: number;
  /** The event's places in all; with none (0), the event counts as full. */
  maxAttendees: number;
};

/**
 * 'attending / max' with how full that is, in colour and in words (green: spots open, yellow:
 * filling up, red: almost full or full), so the colour is never the only sign.
 */
export function Attendance({ currentAttendees, maxAttendees }: AttendanceProps) {
  const { t, i18n } = useLingui();
  const seats = { currentAttendees, maxAttendees };
  const level = attendanceLevel(seats);
  const full = isFull(seats);
  const [Icon, word] = full
    ? [CircleAlert, t({ message: 'Full', comment: 'An event with no seat left' })]
    : level === 'almostFull'
      ? [Flame, t`Almost full`]
      : level === 'filling'
        ? [Users, t`Filling up`]
        : [CircleCheck, t`Spots open`];
  const count = (
    <span className={styles.count}>
      {formatNumber(i18n.locale, currentAttendees)} / {formatNumber(i18n.locale, maxAttendees)}
    </span>
  );
  const share = maxAttendees > 0 ? Math.min(1, currentAttendees / maxAttendees) : 1;
  return (
    <div className={styles.attendance({ level })} data-level={level}>
      <span className={styles.summary}>
        <Trans comment="{count} is how many members are going of how many places, e.g. '12 / 25'">
          {count} attending
        </Trans>
        <span className={styles.word}>
          <Icon size={14} aria-hidden />
          {word}
        </span>
      </span>
      <span className={styles.track} aria-hidden>
        <span className={styles.fill} style={{ width: `${share * 100}%` }} />
      </span>
    </div>
  );
}
