import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth } from '../../styles/tokens';

/** The landing page's top bar: the brand, and the way in. */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.overlay.glass,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'blur(8px)',
});

export const topBarInner = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // A language with longer words (Arabic on a phone) puts the way in on a row of its own.
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const topActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginInlineStart: 'auto',
});
