import { createGlobalVar, fallbackVar } from '@vanilla-extract/css';

/**
 * The block size of what sits above the screens in the page's flow: the Demo bar in the mock
 * modes, nothing in a build for a real backend.
 */
export const aboveScreensBlockSize = createGlobalVar('bee-above-screens-block-size');

/** What a screen that fills the viewport (Messages) may take: the viewport less what is above it. */
export const screenBlockSize = `calc(100dvh - ${fallbackVar(aboveScreensBlockSize, '0px')})`;
