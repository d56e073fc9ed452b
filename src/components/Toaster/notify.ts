import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

// sonner's toast, through the Toaster's module: the two come in the one chunk.
const sonner = () => import('./Toaster');

// The toasts' library (sonner, 10 KB gzipped) and the Toaster load with the first toast: a
// screen's first load does not wait on them.
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for yet (the app mounts the Toaster from then on). */
export const toasterWanted = {
  get: () => wanted,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Shows a toast once sonner is in; the Toaster shows the ones made before it mounted. */
function show(make: (toast: Toast) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void sonner().then(({ toast }) => make(toast));
}

/** The toasts of the product: a title and an optional description, success or error. */
export const notify = {
  success: (title: string, description?: string) =>
    show((toast) => toast.success(title, { description })),
  error: (title: string, description?: string) =>
    show((toast) => toast.error(title, { description })),
  info: (title: string, description?: string) => show((toast) => toast(title, { description })),
  /** Clears every toast, e.g. between stories, where sonner's queue would otherwise carry over. */
  dismissAll: () => void sonner().then(({ toast }) => toast.dismiss()),
};
