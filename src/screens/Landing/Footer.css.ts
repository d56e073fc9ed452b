import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

/** The footer: the brand, the link columns and the copyright line. */
export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' } },
});

export const footerBrand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const footerNote = style({ color: vars.color.textMuted, maxWidth: '20rem' });

export const footerTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.black,
  marginBottom: vars.space['3'],
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const footerLink = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
});

/** The copyright line, and the visitor's preferences beside it. */
export const bottomRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
