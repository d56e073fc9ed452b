import { style } from '@vanilla-extract/css';

/** Dark with honey like the Beta mark, in words rather than capitals: a status, not a label. */
export const premiumBadge = style({ textTransform: 'none', letterSpacing: 'normal' });
