type Seats = { currentAttendees: number; maxAttendees: number };

/** How full an event is: green below 50 %, yellow from 50 % to under 80 %, red from 80 %. */
export type AttendanceLevel = 'open' | 'filling' | 'almostFull';

export function attendanceLevel({ currentAttendees, maxAttendees }: Seats): AttendanceLevel {
  const share = maxAttendees > 0 ? currentAttendees / maxAttendees : 1;
  return share < 0.5 ? 'open' : share < 0.8 ? 'filling' : 'almostFull';
}

export const isFull = ({ currentAttendees, maxAttendees }: Seats) =>
  currentAttendees >= maxAttendees;
