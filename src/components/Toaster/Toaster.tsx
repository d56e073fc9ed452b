'use client';

import { useLingui } from '@lingui/react/macro';
import { Toaster as Sonner } from 'sonner';
import { direction, type Locale } from '../../i18n/locales';
import * as styles from './Toaster.css';

export type ToasterProps = {
  /** How long a toast stays, in ms. Stories pin it so screenshots catch the toast. */
  duration?: number;
};

/** Where toasts appear: one per app, announced politely to screen readers by sonner. */
export function Toaster({ duration = 4000 }: ToasterProps) {
  const { t, i18n } = useLingui();
  return (
    <Sonner
      position="top-center"
      duration={duration}
      closeButton
      // Sonner's own words, in the interface's language; its layout follows the language's direction.
      containerAriaLabel={t`Notifications`}
      dir={direction(i18n.locale as Locale)}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: t`Close toast`,
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

/** sonner's own, for `notify`, which loads it with this module. */
export { toast } from 'sonner';
