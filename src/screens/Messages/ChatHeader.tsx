import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import UserX from 'lucide-react/icons/user-x';
import { Link } from 'react-router';
import { matchesQuery } from '../../api/matches';
import { paths } from '../../paths';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import type { Conversation } from '../../contract/types';
import { choiceLabel } from '../../i18n/choiceLabels';
import { mirrorInRtl } from '../../styles/utilities.css';
import * as styles from './Messages.css';

type ChatHeaderProps = {
  conversation: Conversation;
  onBack: () => void;
  onUnmatch: () => void;
};

/** Who the chat is with (their name leads to their profile), whether they are online, and Unmatch. */
export function ChatHeader({ conversation, onBack, onUnmatch }: ChatHeaderProps) {
  const { t, i18n } = useLingui();
  // A conversation names its match; the match names the member, whose profile the name links to.
  const { data: memberId } = useQuery({
    ...matchesQuery(),
    select: (matches) => matches.find((match) => match.id === conversation.matchId)?.user.id,
  });
  return (
    <header className={styles.chatHeader}>
      <span className={styles.backToList}>
        <Button
          variant="ghost"
          iconOnly
          icon={<ArrowLeft size={22} className={mirrorInRtl} aria-hidden />}
          aria-label={t`Back to conversations`}
          onClick={onBack}
        />
      </span>
      <Avatar name={conversation.name} src={conversation.photo} />
      <div className={styles.who}>
        <h2 className={styles.chatName} dir="auto">
          {memberId ? (
            <Link className={styles.nameLink} to={paths.memberProfile(memberId)}>
              <bdi>{conversation.name}</bdi>
            </Link>
          ) : (
            <bdi>{conversation.name}</bdi>
          )}
        </h2>
        <span className={styles.status}>
          {conversation.nationality && (
            <span>{choiceLabel(i18n, 'nationality', conversation.nationality)}</span>
          )}
          {conversation.nationality && <span aria-hidden>·</span>}
          {conversation.isOnline ? (
            <>
              <span className={styles.onlineDot} aria-hidden />
              <Trans>Online</Trans>
            </>
          ) : (
            <Trans>Offline</Trans>
          )}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<UserX size={18} aria-hidden />}
        onClick={onUnmatch}
      >
        <Trans comment="Button: end the match with this member">Unmatch</Trans>
      </Button>
    </header>
  );
}
