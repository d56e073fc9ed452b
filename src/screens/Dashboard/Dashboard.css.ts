import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
});

/** The logo, and beside it the Premium badge of a premium member. */
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const brandLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const profileButton = style({
  display: 'inline-flex',
  border: 0,
  padding: 2,
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' } },
});

/** Messages and Events sit in the phone's bottom bar; from tablets up, in the top bar. */
export const topBarLink = style({
  '@media': { [media.phone]: { display: 'none' } },
});

export const main = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['8']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

/** Feed tab: one column on phones; the Discover People card beside the posts on desktops. */
export const feedLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 40rem) 22rem', justifyContent: 'center' },
  },
});

export const feedAside = style({
  '@media': { [media.desktop]: { position: 'sticky', top: '5rem', order: 2 } },
});

export const feedColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const discover = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const discoverTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
});

export const discoverHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['2'],
});

/** The stack's loading state takes the width the stack will (its column centres what it holds). */
export const stackLoading = style({ width: '100%' });
