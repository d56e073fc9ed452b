import { toast } from 'sonner';

/** The toasts of the product: a title and an optional description, success or error. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
  /** Clears every toast, e.g. between stories, where sonner's queue would otherwise carry over. */
  dismissAll: () => toast.dismiss(),
};
