'use client';

import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Heart from 'lucide-react/icons/heart';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Star from 'lucide-react/icons/star';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import type { DiscoverProfile } from '../../contract/types';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { SwipeCard, SwipeCardLoading } from '../SwipeCard/SwipeCard';
import * as styles from './SwipeStack.css';
import { TopCard, type SwipeAction, type TopCardHandle } from './TopCard';

export type { SwipeAction };

/** How many cards show at once: the top one and two peeking below it. */
export const VISIBLE_CARDS = 3;

export type SwipeStackHandle = {
  /** What takes focus when the member comes back to the stack: the top card, else Refresh Matches. */
  focusTarget: () => HTMLElement | null;
};

export type SwipeStackProps = {
  /** The profiles still waiting, the next one first. */
  profiles: readonly DiscoverProfile[];
  /** Sends a swipe; resolves false when it failed, and the card comes back. */
  onSwipe: (profile: DiscoverProfile, action: SwipeAction) => Promise<boolean>;
  /** A swipe is under way: further swipes wait for it. */
  busy?: boolean;
  /** Asks for the list again, from the empty state. */
  onRefresh: () => void;
  /** The list is being asked for again: Refresh Matches shows a spinner. */
  refreshing?: boolean;
  /** compact for the feed's Discover People card, large for the dashboard's Discover tab. */
  size?: 'compact' | 'large';
  /** A profile's own page: with it, the top card links there ('View profile'). */
  profileHref?: (profile: DiscoverProfile) => string;
  /** A handle whose `focusTarget()` gives what should take focus when the member comes back. */
  ref?: Ref<SwipeStackHandle>;
};

/**
 * The stack's buttons, in the order the thumb finds them: pass, super like, like. Their icons keep
 * their physical meaning (pass left, like right) in every language, so they are never mirrored.
 */
const ACTIONS = [
  { action: 'pass', label: msg`Pass`, icon: <X aria-hidden />, variant: 'secondary' },
  { action: 'superlike', label: msg`Super Like`, icon: <Star aria-hidden />, variant: 'secondary' },
  { action: 'like', label: msg`Like`, icon: <Heart aria-hidden />, variant: 'primary' },
] as const;

/**
 * Profiles to like or pass: drag the top card right or left, use its buttons, or focus it and
 * press the arrow keys (Up super-likes). Cards below the top one are inert.
 */
export function SwipeStack({
  profiles,
  onSwipe,
  busy = false,
  onRefresh,
  refreshing = false,
  size = 'large',
  profileHref,
  ref,
}: SwipeStackProps) {
  const { t } = useLingui();
  const hintId = useId();
  const top = useRef<TopCardHandle>(null);
  const stack = useRef<HTMLDivElement>(null);
  // Blocks a second swipe in the same moment, before `busy` arrives from the parent.
  const pending = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusNextCard, setFocusNextCard] = useState(false);
  const [topProfile, ...below] = profiles.slice(0, VISIBLE_CARDS);

  useImperativeHandle(ref, () => ({
    focusTarget: () => stack.current?.querySelector<HTMLElement>('[tabindex="0"], button') ?? null,
  }));

  const swipe = async (action: SwipeAction) => {
    if (!topProfile || pending.current) return false;
    pending.current = true;
    setFocusNextCard(document.activeElement?.getAttribute('aria-describedby') === hintId);
    try {
      const sent = await onSwipe(topProfile, action);
      if (sent) {
        const name = topProfile.name;
        setAnnouncement(
          action === 'like'
            ? t`Liked ${name}.`
            : action === 'pass'
              ? t`Passed on ${name}.`
              : t`Super liked ${name}.`,
        );
      }
      return sent;
    } finally {
      pending.current = false;
    }
  };

  return (
    <div ref={stack} className={styles.stack({ size })}>
      {topProfile ? (
        <>
          <div className={styles.cards}>
            {below.toReversed().map((profile) => (
              <div
                key={profile.id}
                className={styles.underCard}
                data-depth={below.indexOf(profile) + 1}
                inert
              >
                <SwipeCard profile={profile} size={size} />
              </div>
            ))}
            <TopCard
              key={topProfile.id}
              ref={top}
              profile={topProfile}
              size={size}
              onSwipe={swipe}
              blocked={busy}
              hintId={hintId}
              takeFocus={focusNextCard}
              onLeaveFocused={() => setFocusNextCard(true)}
              profileHref={profileHref?.(topProfile)}
            />
          </div>
          {/* Pass on the left, Like on the right in every language, as the drag and the keys. */}
          <div className={styles.actions({ size })} dir="ltr">
            {ACTIONS.map(({ action, label, icon, variant }) => (
              <Button
                key={action}
                className={styles.actionButton({ kind: action, size })}
                variant={variant}
                iconOnly
                icon={icon}
                aria-label={t(label)}
                aria-disabled={busy || undefined}
                onClick={() => top.current?.swipe(action)}
              />
            ))}
          </div>
          <p id={hintId} className={visuallyHidden}>
            {t({
              message: 'Right arrow to like, Left arrow to pass, Up arrow to super like.',
              comment:
                'The keys of the keyboard, by their physical place: the Right arrow key likes and the Left arrow key passes, in right-to-left languages too.',
            })}
          </p>
        </>
      ) : (
        <EmptyState
          icon={<Users size={28} aria-hidden />}
          title={t`No more profiles`}
          action={
            <Button
              variant="secondary"
              icon={<RefreshCw size={18} aria-hidden />}
              loading={refreshing}
              onClick={onRefresh}
            >
              <Trans>Refresh Matches</Trans>
            </Button>
          }
        >
          <Trans>Check back later for new matches</Trans>
        </EmptyState>
      )}
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The stack's place while its profiles load: a card and the buttons' round places, as tall as the
 * stack will be, so nothing below it moves when they come.
 */
export function SwipeStackLoading({ size = 'large' }: Pick<SwipeStackProps, 'size'>) {
  return (
    <div className={styles.stack({ size })} aria-hidden>
      <div className={styles.cards}>
        <SwipeCardLoading size={size} />
      </div>
      <div className={styles.actions({ size })}>
        {ACTIONS.map(({ action }) => (
          <span key={action} className={styles.actionPlace({ kind: action, size })}>
            <Skeleton shape="circle" height="100%" />
          </span>
        ))}
      </div>
    </div>
  );
}
