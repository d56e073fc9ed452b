import { expect, screen, waitFor } from 'storybook/test';

/**
 * The toast that says `text`, once a person can see it. Sonner draws a new toast transparent
 * until the effect after its first render marks it mounted, so a toast found the moment it is in
 * the page may not be visible yet: under load, a story that asserted so at once failed.
 */
export function findToast(text: string) {
  return waitFor(
    () => {
      const toast = screen.getByText(text);
      expect(toast).toBeVisible();
      return toast;
    },
    { timeout: 5_000 },
  );
}
