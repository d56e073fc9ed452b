// The components' own base first, so that a component's class that says otherwise comes later.
import './base.css';
import { globalStyle } from '@vanilla-extract/css';
import { darkLayer, vars } from './theme.css';
import { media, reducedMotionFlag } from './tokens';

/* The app's page: what the components' base (base.css.ts) leaves to the page that holds them. */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The page follows the device unless a choice is on <html> (the stored one, put there before the
// first paint): System needs no JavaScript.
globalStyle(':root:not([data-theme])', { colorScheme: 'light dark' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkLayer, colorScheme: 'dark' } },
});

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

globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});
globalStyle(reducedMotionFlag, { scrollBehavior: 'auto' });

// Visual tests set this flag: no motion and no blinking caret, so screenshots are stable.
globalStyle('html[data-still] *, html[data-still] *::before, html[data-still] *::after', {
  animation: 'none !important',
  transition: 'none !important',
  caretColor: 'transparent !important',
});
