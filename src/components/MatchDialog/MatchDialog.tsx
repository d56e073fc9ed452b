import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, UserRound } from 'lucide-react';
import type { NewMatchEvent } from '../../contract/types';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './MatchDialog.css';

export type MatchDialogProps = {
  /** The new match; the dialog is open while there is one. */
  match: NewMatchEvent | null;
  onSendMessage: (match: NewMatchEvent) => void;
  onKeepSwiping: () => void;
  /** Opens the other person's profile; without it the dialog offers no way there. */
  onViewProfile?: (match: NewMatchEvent) => void;
  /** Where focus goes when the dialog closes: the swipe stack. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** 'It's a Match': both liked each other. Focus stays inside until the member chooses. */
export function MatchDialog({
  match,
  onSendMessage,
  onKeepSwiping,
  onViewProfile,
  returnFocusTo,
}: MatchDialogProps) {
  const { t } = useLingui();
  const name = match?.user.name;
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => {
        if (!open) onKeepSwiping();
      }}
      title={t`It's a Match`}
      description={match ? t`You and ${name} like each other.` : undefined}
      returnFocusTo={returnFocusTo}
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
