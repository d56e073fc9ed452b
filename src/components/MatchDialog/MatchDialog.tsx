'use client';

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import MessageCircle from 'lucide-react/icons/message-circle';
import UserRound from 'lucide-react/icons/user-round';
import type { NewMatchEvent } from '../../contract/types';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './MatchDialog.css';

export type MatchDialogProps = {
  /** The new match; the dialog is open while there is one. */
  match: NewMatchEvent | null;
  /** Called with the match when the member presses Send a Message. */
  onSendMessage: (match: NewMatchEvent) => void;
  /**
   * Called when the member presses Keep Swiping or dismisses the dialog (Escape, the close button,
   * a click outside).
   */
  onKeepSwiping: () => void;
  /** Opens the other person's profile; without it the dialog offers no way there. */
  onViewProfile?: (match: NewMatchEvent) => void;
  /** Where focus goes when the dialog closes (the swipe stack), instead of where it was. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /**
   * A match the member did not just make here (pushed in real time): it opens once no other
   * dialog or menu is open and no comment is being written, and focus goes back to where it was.
   * @default false
   */
  waitsItsTurn?: boolean;
};

/** 'It's a Match': both liked each other. Focus stays inside until the member chooses. */
export function MatchDialog({
  match,
  onSendMessage,
  onKeepSwiping,
  onViewProfile,
  returnFocusTo,
  waitsItsTurn,
}: MatchDialogProps) {
  const { t } = useLingui();
  const name = match?.user.name;
  // The last match shown, and how: the dialog keeps them while it closes.
  const [shown, setShown] = useState({ match, waitsItsTurn });
  if (match && (match !== shown.match || waitsItsTurn !== shown.waitsItsTurn))
    setShown({ match, waitsItsTurn });
  return (
    <Dialog
      // Each match is a dialog of its own: the next one opens afresh, and is announced.
      key={shown.match?.matchId}
      open={match !== null}
      waitsItsTurn={shown.waitsItsTurn}
      returnFocusTo={shown.waitsItsTurn ? undefined : returnFocusTo}
      onOpenChange={(open) => {
        if (!open) onKeepSwiping();
      }}
      title={t`It's a Match`}
      description={match ? t`You and ${name} like each other.` : undefined}
      footer={
        match && (
          <>
            <Button variant="secondary" onClick={onKeepSwiping}>
              <Trans>Keep Swiping</Trans>
            </Button>
            <Button
              icon={<MessageCircle size={18} aria-hidden />}
              onClick={() => onSendMessage(match)}
            >
              <Trans>Send a Message</Trans>
            </Button>
          </>
        )
      }
    >
      {match && (
        <div className={styles.person}>
          <div className={styles.photoRing}>
            <Avatar name={match.user.name} src={match.user.photo} size="lg" />
          </div>
          <p className={styles.name}>{match.user.name}</p>
          <p className={styles.bio}>{match.user.bio}</p>
          {onViewProfile && (
            <Button
              variant="ghost"
              size="sm"
              icon={<UserRound size={16} aria-hidden />}
              onClick={() => onViewProfile(match)}
            >
              <Trans>View Profile</Trans>
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}
