import type { ReactNode } from 'react';

// Apart from Dialog.tsx: the dialog's code (ModalDialog) takes them without importing the
// dialog that loads it.
export type DialogProps = {
  /** Shows the dialog (controlled). */
  open: boolean;
  /** Called with `false` when the member dismisses it (Escape, close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, and its accessible name. */
  title: ReactNode;
  /** A line under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  /** The dialog's content, between the header and the footer. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. Send a Message and Keep Swiping. */
  footer?: ReactNode;
  /** Where focus goes on close instead of the opener (the match dialog: the swipe stack). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /**
   * Nobody asked for it (a match pushed in real time): while another dialog or menu is open, or a
   * comment is being written, it waits, and opens once they are done.
   */
  waitsItsTurn?: boolean;
};
