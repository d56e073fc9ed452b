import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.overlay.backdrop,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  zIndex: 50,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  // Centred by left 50% and translate(-50%), which centre it the same in either direction.
  // eslint-disable-next-line no-restricted-syntax -- centring, not a side
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 480px)',
  maxHeight: '88vh',
  overflowY: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  zIndex: 51,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInlineEnd: vars.space['8'],
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const description = style({ color: vars.color.textMuted });

export const body = style({ marginTop: vars.space['4'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInlineEnd: vars.space['3'],
});
