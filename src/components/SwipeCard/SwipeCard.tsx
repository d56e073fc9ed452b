'use client';

import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Globe2 from 'lucide-react/icons/earth';
import MapPin from 'lucide-react/icons/map-pin';
import { Link } from '../Link/Link';
import type { DiscoverProfile } from '../../contract/types';
import { choiceLabel } from '../../i18n/choiceLabels';
import { formatPercent } from '../../i18n/format';
import { mirrorInRtl } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Picture } from '../Picture/Picture';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './SwipeCard.css';

/** Chips a card has room for; the rest are counted ('+2'). */
const MAX_CHIPS = { compact: 3, large: 5 } as const;

type Chip = { key: string; label: string };

/** Up to `max` chips, then how many more there are (`more`, shown as '+2'). */
function chipsOf(items: readonly string[], max: number) {
  const shown = items.length > max ? items.slice(0, max - 1) : items;
  return { shown, more: items.length - shown.length };
}

export type SwipeCardProps = {
  /** The person to show: photos, compatibility, who they are, languages and interests. */
  profile: DiscoverProfile;
  /** Compact cards (the feed's Discover People card) show the photo, name and a line of bio. */
  size?: 'compact' | 'large';
  /** Their whole profile: with it, a 'View profile' link sits by their name. */
  profileHref?: string;
};

/** One discover profile: photo, compatibility, online status, who they are and what they love. */
export function SwipeCard({ profile, size = 'large', profileHref }: SwipeCardProps) {
  const { t, i18n } = useLingui();
  const compact = size === 'compact';
  const id = useId();
  const { name, age, distance } = profile;
  const compatibility = formatPercent(i18n.locale, profile.compatibility);

  /** The chips of a list of choices, labelled in the interface's language, and the '+2' chip. */
  const chips = (kind: 'interest' | 'language', values: readonly string[]): Chip[] => {
    const { shown, more } = chipsOf(values, MAX_CHIPS[size]);
    const labelled = shown.map((value) => ({ key: value, label: choiceLabel(i18n, kind, value) }));
    return more > 0
      ? [
          ...labelled,
          {
            key: '+more',
            label: t({ message: `+${more}`, comment: 'How many more chips there are' }),
          },
        ]
      : labelled;
  };

  return (
    <article className={styles.card({ size })}>
      <div className={styles.photo({ size })}>
        <Picture src={profile.photos[0]} alt={t`Photo of ${name}`} className={styles.portrait} />
        <div className={styles.badges}>
          <Badge tone="compatibility">
            <Trans comment="A compatibility percent, such as 87%">{compatibility} Match</Trans>
          </Badge>
          {profile.isOnline && (
            <Badge tone="online">
              <Trans>Online</Trans>
            </Badge>
          )}
        </div>
        <div className={styles.identity}>
          <div className={styles.who}>
            <h3 className={styles.name({ size })}>
              {t({ message: `${name}, ${age}`, comment: "A member's name and age" })}
            </h3>
            <p className={styles.facts}>
              {profile.nationality && (
                <span className={styles.fact}>
                  <Globe2 size={14} aria-hidden />
                  {choiceLabel(i18n, 'nationality', profile.nationality)}
                </span>
              )}
              <span className={styles.fact}>
                <MapPin size={14} aria-hidden />
                <Plural value={distance} one="# mile away" other="# miles away" />
              </span>
            </p>
          </div>
          {profileHref && (
            <Link
              href={profileHref}
              className={styles.profileLink}
              aria-label={t`View profile of ${name}`}
              draggable={false}
            >
              <Trans>View profile</Trans>
              <ChevronRight size={16} aria-hidden className={mirrorInRtl} />
            </Link>
          )}
        </div>
      </div>
      <div className={styles.details({ size })}>
        <section>
          <h4 className={styles.sectionTitle}>
            <Trans>About Me</Trans>
          </h4>
          <p className={styles.text({ clamp: compact ? 2 : 3 })} dir="auto">
            {profile.bio}
          </p>
        </section>
        {!compact && profile.culturalJourney && (
          <section>
            <h4 className={styles.sectionTitle}>
              <Trans>Cultural Journey</Trans>
            </h4>
            <p className={styles.text({ clamp: 2 })} dir="auto">
              {profile.culturalJourney}
            </p>
          </section>
        )}
        {!compact && profile.languages.length > 0 && (
          <section>
            <h4 id={`${id}-languages`} className={styles.sectionTitle}>
              <Trans>Languages</Trans>
            </h4>
            <ul className={styles.chips} aria-labelledby={`${id}-languages`}>
              {chips('language', profile.languages).map((chip) => (
                <li key={chip.key} className={styles.chip}>
                  {chip.label}
                </li>
              ))}
            </ul>
          </section>
        )}
        {profile.interests.length > 0 && (
          <section>
            <h4 id={`${id}-interests`} className={styles.sectionTitle}>
              <Trans>Interests</Trans>
            </h4>
            <ul className={styles.chips} aria-labelledby={`${id}-interests`}>
              {chips('interest', profile.interests).map((chip) => (
                <li key={chip.key} className={styles.chip}>
                  {chip.label}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** A card's place while the profiles load: its size, its frame, and a stand-in for its content. */
export function SwipeCardLoading({ size = 'large' }: Pick<SwipeCardProps, 'size'>) {
  return (
    <div className={styles.card({ size })} aria-hidden>
      <Skeleton shape="block" height="100%" />
    </div>
  );
}
