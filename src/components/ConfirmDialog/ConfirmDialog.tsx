'use client';

import { useOverlays } from '../overlays/useOverlays';
import { useBusy } from '../Dialog/turns';
import type { ConfirmDialogProps } from './ConfirmDialogProps';

export type { ConfirmDialogProps };

/**
 * Asks before an action that cannot be undone. Cancel has focus first, so Enter never destroys.
 * Its code comes later than the screen's (see `useOverlays`): opened before, it shows once it is in.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useBusy(props.open);
  const overlays = useOverlays(props.open);
  return overlays && <overlays.ModalConfirmDialog {...props} />;
}
