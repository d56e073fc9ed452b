import type { ReactNode } from 'react';

// Apart from ConfirmDialog.tsx: the dialog's code (ModalConfirmDialog) takes them without
// importing the dialog that loads it.
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
