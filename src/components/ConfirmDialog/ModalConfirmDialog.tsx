'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import type { ConfirmDialogProps } from './ConfirmDialogProps';
import * as styles from '../Dialog/Dialog.css';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import { usePortalContainer } from '../BeeGlobalProvider/context';

/** `ConfirmDialog` once its code is in. */
export function ModalConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const container = usePortalContainer();
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} {...returnFocus}>
          <div className={styles.header}>
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>
              {description}
            </AlertDialog.Description>
          </div>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? t`Cancel`}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
