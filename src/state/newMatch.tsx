import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NewMatchEvent } from '../contract/types';

/** A match waiting to be celebrated; `fromSwipe` when the member's own like here made it. */
export type WaitingMatch = NewMatchEvent & { fromSwipe: boolean };

type NewMatch = {
  /** The match to celebrate now: the oldest not yet dismissed. */
  match: WaitingMatch | null;
  show: (match: NewMatchEvent, from: 'swipe' | 'push') => void;
  /** Done with the current match: the next one waiting, if any, takes its place. */
  dismiss: () => void;
};

const NewMatchContext = createContext<NewMatch | null>(null);

/**
 * The matches waiting for the match dialog, oldest first, so several arriving together are shown
 * one after another; one per signed-in app, so each story starts empty.
 */
export function NewMatchProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<readonly WaitingMatch[]>([]);
  // A like that makes a match is announced twice: in the swipe's answer and pushed in real time.
  const celebrated = useRef(new Set<string>());
  const show = useCallback((next: NewMatchEvent, from: 'swipe' | 'push') => {
    const fromSwipe = from === 'swipe';
    if (celebrated.current.has(next.matchId)) {
      // Pushed first, then answered to the member's own like: it is theirs, and need not wait.
      if (fromSwipe)
        setWaiting((queue) =>
          queue.map((match) => (match.matchId === next.matchId ? { ...match, fromSwipe } : match)),
        );
      return;
    }
    celebrated.current.add(next.matchId);
    setWaiting((queue) => [...queue, { ...next, fromSwipe }]);
  }, []);
  const dismiss = useCallback(() => setWaiting((queue) => queue.slice(1)), []);
  const value = useMemo(
    () => ({ match: waiting[0] ?? null, show, dismiss }),
    [waiting, show, dismiss],
  );
  return <NewMatchContext value={value}>{children}</NewMatchContext>;
}

export function useNewMatch(): NewMatch {
  const value = use(NewMatchContext);
  if (!value) throw new Error('useNewMatch needs a NewMatchProvider (the member shell has one)');
  return value;
}
