declare global {
  /** Set under test only (vitest.setup.ts): lets a play resize the page. */
  var resizeStoryViewport: ((width: number, height: number) => Promise<void>) | undefined;
}

/** A phone's viewport and a desktop's, the widths designs are checked at. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Resizes the page for the rest of a play, so it can check what only a phone shows. Under test
 * only: in Storybook's UI the toolbar's viewport menu does this, and the call changes nothing.
 */
export async function atPhoneWidth() {
  await globalThis.resizeStoryViewport?.(PHONE.width, PHONE.height);
}

/** Back to a desktop's width, for what only it shows (the conversation list beside a chat). */
export async function atDesktopWidth() {
  await globalThis.resizeStoryViewport?.(DESKTOP.width, DESKTOP.height);
}
