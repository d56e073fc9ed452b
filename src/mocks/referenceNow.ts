/** The fixed "now" of stories, seeded data and tests, so relative times and screenshots never drift. */
export const REFERENCE_NOW = new Date('2026-06-15T12:00:00.000Z');
