import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

/** Form pieces shared by the auth screen and the profile-setup flow. */

/** A page that centres one form column under the logo. */
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['6'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent}, ${vars.color.page} 320px)`,
  '@media': { [media.tablet]: { paddingTop: vars.space['12'] } },
});

/** The visitor's preferences, at the foot of the page. */
export const preferences = style({ marginTop: 'auto', paddingTop: vars.space['4'] });

export const panel = style({
  width: '100%',
  maxWidth: '30rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  padding: 0,
  marginBottom: vars.space['2'],
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A form-level error, announced through role="alert" where it is used. */
export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

/** The title each wizard step focuses, so keyboard and screen-reader users start at its top. */
export const stepTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  // A ring on a heading that took focus programmatically would only distract.
  selectors: { '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } },
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
