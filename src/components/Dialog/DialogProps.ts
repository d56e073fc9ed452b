import type { ReactNode } from 'react';

// Apart from Dialog.tsx: the dialog's code (ModalDialog) takes them without importing the
// dialog that loads it.
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
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
