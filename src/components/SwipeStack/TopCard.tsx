'use client';

import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type Ref,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DiscoverProfile } from '../../contract/types';
import { SwipeCard } from '../SwipeCard/SwipeCard';
import * as styles from './SwipeStack.css';
import { placeCard, useCardDrag } from './useCardDrag';

export type SwipeAction = 'like' | 'pass' | 'superlike';

export type TopCardHandle = { swipe: (action: SwipeAction) => void };

type TopCardProps = {
  profile: DiscoverProfile;
  size: 'compact' | 'large';
  /** Sends the swipe; resolves false when it failed and the card should come back. */
  onSwipe: (action: SwipeAction) => Promise<boolean>;
  blocked: boolean;
  hintId: string;
  /** Take focus on arrival: the member swiped the previous card from the keyboard. */
  takeFocus: boolean;
  /** The card leaves while it has focus (given back to it by the match dialog, say). */
  onLeaveFocused: () => void;
  /** Their profile page, linked from the card. */
  profileHref?: string;
  ref: Ref<TopCardHandle>;
};

/** The card on top: dragged, swiped from the keyboard, flown out, or sprung back on failure. */
export function TopCard({
  profile,
  size,
  onSwipe,
  blocked,
  hintId,
  takeFocus,
  onLeaveFocused,
  profileHref,
  ref,
}: TopCardProps) {
  const { t } = useLingui();
  const element = useRef<HTMLDivElement>(null);
  const leaveFocused = useEffectEvent(onLeaveFocused);
  // Runs before the card leaves the page, while focus is still on it: otherwise focus would
  // fall to the page's body, and the member would lose their place in the stack.
  useLayoutEffect(() => {
    const card = element.current;
    return () => {
      if (card?.contains(document.activeElement)) leaveFocused();
    };
  }, []);

  const swipe = (action: SwipeAction) => {
    const card = element.current;
    // One swipe per card at a time: while it is leaving, further swipes wait for the answer.
    if (!card || blocked || card.dataset.leaving) return;
    card.dataset.leaving = action;
    void onSwipe(action).then((sent) => {
      if (sent) return;
      delete card.dataset.leaving;
      placeCard(card, 0, 0);
    });
  };

  useImperativeHandle(ref, () => ({ swipe }));
  useCardDrag(element, { enabled: !blocked, onRelease: swipe });
  useEffect(() => {
    if (takeFocus) element.current?.focus();
  }, [takeFocus]);

  const keys: Record<string, SwipeAction> = {
    ArrowLeft: 'pass',
    ArrowRight: 'like',
    ArrowUp: 'superlike',
  };

  const { name, age } = profile;
  return (
    // A card is a widget of its own: focused, the arrow keys swipe it (its description says so).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={element}
      className={styles.topCard}
      role="group"
      aria-roledescription={t`profile card`}
      aria-label={t({ message: `${name}, ${age}`, comment: "A member's name and age" })}
      aria-describedby={hintId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={(event) => {
        // Keys pressed on the card's 'View profile' link are the link's.
        if (event.target !== event.currentTarget) return;
        const action = keys[event.key];
        if (!action) return;
        event.preventDefault();
        swipe(action);
      }}
    >
      <SwipeCard profile={profile} size={size} profileHref={profileHref} />
      {/* The stamps show the way the card is dragged: right likes, left passes, in every language. */}
      <span className={`${styles.stamp} ${styles.likeStamp}`} aria-hidden>
        {t({ message: 'Like', context: 'swipe stamp' })}
      </span>
      <span className={`${styles.stamp} ${styles.passStamp}`} aria-hidden>
        {t({ message: 'Nope', context: 'swipe stamp' })}
      </span>
    </div>
  );
}
