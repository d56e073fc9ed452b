import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { discoverQuery, swipe } from '../../api/matches';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { notify } from '../../components/Toaster/notify';
import type { SwipeAction } from '../../components/SwipeStack/SwipeStack';
import type { DiscoverProfile } from '../../contract/types';
import { useNewMatch } from '../../state/newMatch';
import { after } from '../../state/timing';
import { useAnswerDrawn } from '../../api/useAnswerDrawn';

export const SWIPE_FAILED = msg`Failed to process swipe. Please try again.`;

/**
 * The discover stack behind both swipe stacks of the dashboard: who is waiting, one swipe at a
 * time, the toasts, and the match dialog after a like that matched. When the stack runs out the
 * list is loaded again and starts from its first profile.
 */
export function useDiscoverStack() {
  const { t } = useLingui();
  const query = useQuery(discoverQuery());
  const { refetch } = query;
  const { show: showMatch } = useNewMatch();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const timers = useRef<(() => void)[]>([]);
  useEffect(() => () => timers.current.forEach((cancel) => cancel()), []);

  const arrived = useAnswerDrawn(query.data);
  const profiles = arrived ? (query.data ?? []) : [];
  const waiting = profiles.slice(index);

  const advance = () => {
    if (index + 1 < profiles.length) {
      setIndex(index + 1);
      setBusy(false);
      return;
    }
    // The last card is gone: ask for the list again, then start from its top.
    void refetch().finally(() => {
      setIndex(0);
      setBusy(false);
    });
  };

  const send = async (profile: DiscoverProfile, action: SwipeAction): Promise<boolean> => {
    setBusy(true);
    let answer;
    try {
      // A super like is sent as a like; only the member sees the difference.
      answer = await swipe({ toUserId: profile.id, action: action === 'pass' ? 'PASS' : 'LIKE' });
    } catch (error) {
      if (!isSessionExpiry(error)) notify.error(t(SWIPE_FAILED));
      setBusy(false);
      return false;
    }
    const name = profile.name;
    if (action === 'pass')
      notify.info(t`No worries, there are plenty more exceptional people to meet!`);
    else if (action === 'superlike') notify.success(t`Super Like sent`);
    else notify.success(t`You liked ${name}!`, t`We'll let them know you're interested!`);
    timers.current.push(after('cardAdvanceMs', advance));
    const match = answer.match;
    if (answer.isMatch && match)
      timers.current.push(
        after('matchDialogMs', () => showMatch({ matchId: match.id, user: match.user }, 'swipe')),
      );
    return true;
  };

  return {
    waiting,
    loading:
      query.isPending ||
      (query.data !== undefined && !arrived) ||
      (query.isFetching && waiting.length === 0),
    failed: query.isError && !query.isFetching,
    busy,
    swipe: send,
    refresh: () => void refetch().finally(() => setIndex(0)),
    refreshing: query.isFetching,
  };
}

export type DiscoverStack = ReturnType<typeof useDiscoverStack>;
