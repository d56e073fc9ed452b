import { useDeferredValue } from 'react';

/**
 * Whether a query's answer is in, as the screen draws it. The first answer comes in a store update,
 * which React draws at once, in one task; through this, what it brings is drawn in a transition
 * instead, in slices between frames. Later answers (a like, a new page) are drawn at once.
 */
export const useAnswerDrawn = (data: unknown) => useDeferredValue(data !== undefined);
