import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NewMatchEvent } from '../contract/types';

type NewMatch = {
  /** The match waiting to be celebrated, from a like or pushed in real time. */
  match: NewMatchEvent | null;
  show: (match: NewMatchEvent) => void;
  dismiss: () => void;
};

const NewMatchContext = createContext<NewMatch | null>(null);

/** Holds the newest match for the match dialog; one per signed-in app, so each story starts empty. */
export function NewMatchProvider({ children }: { children: ReactNode }) {
  const [match, setMatch] = useState<NewMatchEvent | null>(null);
  // A like that makes a match is announced twice: in the swipe's answer and pushed in real time.
  const celebrated = useRef(new Set<string>());
  const show = useCallback((next: NewMatchEvent) => {
    if (celebrated.current.has(next.matchId)) return;
    celebrated.current.add(next.matchId);
    setMatch(next);
  }, []);
  const value = useMemo(() => ({ match, show, dismiss: () => setMatch(null) }), [match, show]);
  return <NewMatchContext value={value}>{children}</NewMatchContext>;
}

export function useNewMatch(): NewMatch {
  const value = use(NewMatchContext);
  if (!value) throw new Error('useNewMatch needs a NewMatchProvider (the member shell has one)');
  return value;
}
