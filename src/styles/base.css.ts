import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media, reducedMotionFlag } from './tokens';

/*
 * What every component takes for granted, inside a BeeGlobalProvider's element only, so an app
 * using the package keeps its own page. `:where()` adds no weight: each rule weighs what its plain
 * element selector did when these were the app's global styles, and a component's class still wins.
 */
const inside = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => `:where([data-bee-root]) ${selector.trim()}`)
    .join(', ');

globalStyle(inside('*, *::before, *::after'), { boxSizing: 'border-box' });
globalStyle(inside('h1, h2, h3, h4, p'), { margin: 0 });
globalStyle(inside('h1, h2, h3, h4'), {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(inside('img'), { maxWidth: '100%', display: 'block' });
globalStyle(inside('button, input, select, textarea'), { font: 'inherit', color: 'inherit' });

// One visible focus ring for every focusable thing, keyboard only.
globalStyle(inside(':focus-visible'), { outline: 'none', boxShadow: vars.shadow.focus });

const still = {
  scrollBehavior: 'auto',
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
} as const;
globalStyle(inside('*, *::before, *::after'), { '@media': { [media.reducedMotion]: still } });
globalStyle(
  inside('*, *::before, *::after')
    .split(', ')
    .map((selector) => `${reducedMotionFlag} ${selector}`)
    .join(', '),
  still,
);
