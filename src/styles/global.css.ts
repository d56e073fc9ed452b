import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One visible focus ring for every focusable thing, keyboard only.
globalStyle(':focus-visible', { outline: 'none', boxShadow: vars.shadow.focus });

globalStyle('html, *, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      scrollBehavior: 'auto',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Visual tests set this flag: no motion and no blinking caret, so screenshots are stable.
globalStyle('html[data-still] *, html[data-still] *::before, html[data-still] *::after', {
  animation: 'none !important',
  transition: 'none !important',
  caretColor: 'transparent !important',
});
