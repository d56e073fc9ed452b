import type { ReactNode } from 'react';
import { useLater } from '../later/useLater';

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
};

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it. Its code comes
 * later than the screen's (see `useLater`): opened before, it shows once the code is in.
 */
export function Dialog(props: DialogProps) {
  const later = useLater(props.open);
  return later && <later.ModalDialog {...props} />;
}
