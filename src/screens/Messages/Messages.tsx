import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { conversationsQuery, MESSAGES_POLL_MS } from '../../api/messages';
import { conversationPath, paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { ConversationList } from '../../components/ConversationList/ConversationList';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { now } from '../../state/clock';
import { ConversationPane } from './ConversationPane';
import * as styles from './Messages.css';

/**
 * Messages: the conversation list and the open chat, side by side from tablets up; on phones the
 * list, then the chat full screen. The open conversation is in the URL (`?c={id}`).
 */
export default function Messages() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const conversations = useQuery({
    ...conversationsQuery(),
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const selectedId = params.get('c');
  const selected = conversations.data?.find((conversation) => conversation.id === selectedId);

  // The match dialog's 'Send a Message' knows the match: open that match's conversation.
  const matchId = params.get('match');
  const matchConversation = conversations.data?.find(
    (conversation) => conversation.matchId === matchId,
  );
  const askedAgain = useRef(false);
  const { isSuccess, refetch } = conversations;
  useEffect(() => {
    if (matchConversation) {
      void navigate(conversationPath(matchConversation.id), { replace: true });
    } else if (matchId && isSuccess && !askedAgain.current) {
      // A match made moments ago may be newer than the cached list.
      askedAgain.current = true;
      void refetch();
    }
  }, [matchConversation, matchId, isSuccess, refetch, navigate]);

  const chatOpen = Boolean(selectedId);
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader({ chatOpen })}>
        <PageHeader title={t`Messages`} backTo={paths.dashboard} />
      </div>
      <main className={styles.layout}>
        <section className={styles.listPane({ chatOpen })} aria-label={t`Conversations`}>
          {conversations.isPending ? (
            <ListSkeleton />
          ) : conversations.isError ? (
            <div className={styles.listState}>
              <EmptyState
                level={2}
                title={t`Failed to load conversations. Please try again.`}
                action={
                  <Button variant="secondary" onClick={() => void conversations.refetch()}>
                    <Trans>Retry</Trans>
                  </Button>
                }
              />
            </div>
          ) : conversations.data.length === 0 ? (
            <div className={styles.listState}>
              <EmptyState
                level={2}
                icon={<MessageCircle size={32} aria-hidden />}
                title={t`No conversations yet`}
                action={
                  <Link className={button({ variant: 'primary' })} to={paths.dashboard}>
                    <Trans>Discover Matches</Trans>
                  </Link>
                }
              >
                <Trans>When you and someone like each other, your conversation starts here.</Trans>
              </EmptyState>
            </div>
          ) : (
            <ConversationList
              conversations={conversations.data}
              selectedId={selectedId}
              linkTo={(conversation) => conversationPath(conversation.id)}
              now={now()}
            />
          )}
        </section>
        <section className={styles.chatPane({ chatOpen })} aria-label={t`Chat`}>
          {selected ? (
            <ConversationPane
              key={selected.id}
              conversation={selected}
              draft={drafts[selected.id] ?? ''}
              onDraftChange={(text) => setDrafts((all) => ({ ...all, [selected.id]: text }))}
            />
          ) : (
            <div className={styles.noChat}>
              {selectedId && conversations.isSuccess ? (
                <EmptyState
                  level={2}
                  title={t`This conversation is no longer here`}
                  action={
                    <Link className={button({ variant: 'secondary' })} to={paths.messages}>
                      <Trans>Back to conversations</Trans>
                    </Link>
                  }
                >
                  <Trans>The match may have ended.</Trans>
                </EmptyState>
              ) : (
                // With no conversations at all, the list's empty state says everything.
                !selectedId &&
                Boolean(conversations.data?.length) && (
                  <EmptyState
                    level={2}
                    icon={<MessageCircle size={32} aria-hidden />}
                    title={t`Pick a conversation`}
                  >
                    <Trans>Your messages with a match show here.</Trans>
                  </EmptyState>
                )
              )}
            </div>
          )}
        </section>
      </main>
    </div>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading conversations`}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden>
          <Skeleton shape="circle" width="48px" height="48px" />
          <div className={styles.skeletonLines}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
}
