'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { Button } from '../Button/Button';
import type { DialogProps } from './DialogProps';
import * as styles from './Dialog.css';
import { useReturnFocus } from './useReturnFocus';
import { usePortalContainer } from '../BeeGlobalProvider/context';

/** `Dialog` once its code is in. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  returnFocusTo,
}: DialogProps) {
  const container = usePortalContainer();
  const { t } = useLingui();
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...returnFocus}
          // Without a description Radix wants this said explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          <RadixDialog.Close asChild>
            <Button
              className={styles.close}
              variant="ghost"
              size="sm"
              iconOnly
              icon={<X size={20} aria-hidden />}
              aria-label={t`Close`}
            />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
