import { style } from '@vanilla-extract/css';

/** Holds the trigger without a box of its own: the layout is the trigger's, before and after. */
export const triggerPlace = style({ display: 'contents' });
