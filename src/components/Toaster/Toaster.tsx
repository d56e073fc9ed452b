import { Toaster as Sonner } from 'sonner';
import * as styles from './Toaster.css';

export type ToasterProps = {
  /** How long a toast stays, in ms. Stories pin it so screenshots catch the toast. */
  duration?: number;
};

/** Where toasts appear: one per app, announced politely to screen readers by sonner. */
export function Toaster({ duration = 4000 }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={duration}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          success: styles.success,
          error: styles.error,
          closeButton: styles.close,
          icon: styles.icon,
        },
      }}
    />
  );
}

export default Toaster;
