import type { ReactNode } from 'react';
import { useLater } from '../later/useLater';
import { useBusy } from '../Dialog/turns';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this post/event/story?'. */
  description: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless said otherwise. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Danger for destructive actions (unmatch, delete). */
  tone?: 'danger' | 'primary';
};

/**
 * Asks before an action that cannot be undone. Cancel has focus first, so Enter never destroys.
 * Its code comes later than the screen's (see `useLater`): opened before, it shows once it is in.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useBusy(props.open);
  const later = useLater(props.open);
  return later && <later.ModalConfirmDialog {...props} />;
}
