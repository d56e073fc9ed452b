/**
 * The app's "now". Screens that show relative times or dates ask here instead of `new Date()`,
 * so stories and tests can pin it without touching the global Date (which test runners need).
 */
let pinned: Date | null = null;

export const now = (): Date => (pinned ? new Date(pinned) : new Date());

/** Pins "now" to a date, or back to the real clock with null. */
export function pinClock(date: Date | null) {
  pinned = date;
}
