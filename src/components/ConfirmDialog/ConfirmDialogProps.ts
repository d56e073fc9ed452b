import type { ReactNode } from 'react';

// Apart from ConfirmDialog.tsx: the dialog's code (ModalConfirmDialog) takes them without
// importing the dialog that loads it.
export type ConfirmDialogProps = {
  /** Shows the dialog (controlled). */
  open: boolean;
  /** Called with `false` when it closes: Cancel, Escape, or after the confirm button. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, e.g. 'Unmatch'. */
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this post/event/story?'. */
  description: ReactNode;
  /** The confirm button's words, naming the action, e.g. 'Unmatch'. */
  confirmLabel: string;
  /** 'Cancel' unless said otherwise. */
  cancelLabel?: string;
  /** Called when the member presses the confirm button; `onOpenChange(false)` follows. */
  onConfirm: () => void;
  /**
   * The confirm button's look: danger for destructive actions (unmatch, delete), else primary.
   * @default danger
   */
  tone?: 'danger' | 'primary';
};
