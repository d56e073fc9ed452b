import { CircleAlert, CircleCheck, Flame, Users } from 'lucide-react';
import { attendanceLevel, isFull } from './attendance';
import * as styles from './Attendance.css';

export type AttendanceProps = {
  currentAttendees: number;
  maxAttendees: number;
};

/**
 * 'attending / max' with how full that is, in colour and in words (green: spots open, yellow:
 * filling up, red: almost full or full), so the colour is never the only sign.
 */
export function Attendance({ currentAttendees, maxAttendees }: AttendanceProps) {
  const seats = { currentAttendees, maxAttendees };
  const level = attendanceLevel(seats);
  const full = isFull(seats);
  const [Icon, word] = full
    ? [CircleAlert, 'Full']
    : level === 'almostFull'
      ? [Flame, 'Almost full']
      : level === 'filling'
        ? [Users, 'Filling up']
        : [CircleCheck, 'Spots open'];
  const share = maxAttendees > 0 ? Math.min(1, currentAttendees / maxAttendees) : 1;
  return (
    <div className={styles.attendance({ level })} data-level={level}>
      <span className={styles.summary}>
        <span className={styles.count}>
          {currentAttendees} / {maxAttendees}
        </span>{' '}
        attending
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
