/**
 * Every deliberate delay of the product, in one place. Stories set them to zero and tests drive
 * them with fake timers, so nothing waits on the wall clock.
 */
export const DEFAULT_TIMING = {
  /** After a swipe's answer, the next card comes up. */
  cardAdvanceMs: 500,
  /** After a like that made a match, the match dialog opens. */
  matchDialogMs: 800,
  /** The simulated payment's pause before the plan is stored. */
  paymentMs: 2000,
  /** How long a toast stays on screen. */
  toastMs: 4000,
  /** How long '{name} is typing…' stays after the last typing whisper. */
  typingShownMs: 4000,
  /**
   * How long a screen's first visit waits for its first answers before it draws without them (its
   * skeletons): an answer in by then is drawn with the screen, in one go.
   */
  firstAnswersMs: 600,
} as const;

export type Timing = { -readonly [Key in keyof typeof DEFAULT_TIMING]: number };

let current: Timing = { ...DEFAULT_TIMING };

export const timing = (): Readonly<Timing> => current;

/** Changes some delays (stories pass zeros); `null` restores the product's own. */
export function setTiming(changes: Partial<Timing> | null) {
  current = changes === null ? { ...DEFAULT_TIMING } : { ...current, ...changes };
}

/**
 * Runs `action` after one of the product's delays (never, if it is Infinity); returns the function
 * that cancels it.
 */
export function after(delay: keyof Timing, action: () => void): () => void {
  const ms = current[delay];
  if (ms === Infinity) return () => {};
  const handle = setTimeout(action, ms);
  return () => clearTimeout(handle);
}
