'use client';

import { useOverlays } from '../overlays/useOverlays';
import { useBusy, useTurn } from './turns';
import type { DialogProps } from './DialogProps';

export type { DialogProps };

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it. Its code comes
 * later than the screen's (see `useOverlays`): opened before, it shows once the code is in.
 */
export function Dialog({ waitsItsTurn = false, ...props }: DialogProps) {
  const turn = useTurn(props.open && waitsItsTurn);
  const open = props.open && (turn || !waitsItsTurn);
  useBusy(open);
  const overlays = useOverlays(open);
  return overlays && <overlays.ModalDialog {...props} open={open} />;
}
