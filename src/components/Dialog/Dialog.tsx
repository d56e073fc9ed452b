import type { ReactNode } from 'react';
import { useLater } from '../later/useLater';
import { useBusy, useTurn } from './turns';

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

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it. Its code comes
 * later than the screen's (see `useLater`): opened before, it shows once the code is in.
 */
export function Dialog({ waitsItsTurn = false, ...props }: DialogProps) {
  const turn = useTurn(props.open && waitsItsTurn);
  const open = props.open && (turn || !waitsItsTurn);
  useBusy(open);
  const later = useLater(open);
  return later && <later.ModalDialog {...props} open={open} />;
}
