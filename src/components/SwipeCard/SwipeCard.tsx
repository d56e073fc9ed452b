import { useId } from 'react';
import { ChevronRight, Globe2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { DiscoverProfile } from '../../contract/types';
import { Badge } from '../Badge/Badge';
import { Picture } from '../Picture/Picture';
import * as styles from './SwipeCard.css';

/** Chips a card has room for; the rest are counted ('+2'). */
const MAX_CHIPS = { compact: 3, large: 5 } as const;

/** Up to `max` chips, then how many more there are. */
const chipsOf = (items: readonly string[], max: number) =>
  items.length > max ? [...items.slice(0, max - 1), `+${items.length - max + 1}`] : items;

export type SwipeCardProps = {
  profile: DiscoverProfile;
  /** Compact cards (the feed's Discover People card) show the photo, name and a line of bio. */
  size?: 'compact' | 'large';
  /** Their whole profile: with it, a 'View profile' link sits by their name. */
  profileHref?: string;
};

/** One discover profile: photo, compatibility, online status, who they are and what they love. */
export function SwipeCard({ profile, size = 'large', profileHref }: SwipeCardProps) {
  const compact = size === 'compact';
  const id = useId();
  return (
    <article className={styles.card({ size })}>
      <div className={styles.photo({ size })}>
        <Picture
          src={profile.photos[0]}
          alt={`Photo of ${profile.name}`}
          className={styles.portrait}
        />
        <div className={styles.badges}>
          <Badge tone="compatibility">{profile.compatibility}% Match</Badge>
          {profile.isOnline && <Badge tone="online">Online</Badge>}
        </div>
        <div className={styles.identity}>
          <div className={styles.who}>
            <h3 className={styles.name({ size })}>
              {profile.name}, {profile.age}
            </h3>
            <p className={styles.facts}>
              {profile.nationality && (
                <span className={styles.fact}>
                  <Globe2 size={14} aria-hidden />
                  {profile.nationality}
                </span>
              )}
              <span className={styles.fact}>
                <MapPin size={14} aria-hidden />
                {profile.distance} {profile.distance === 1 ? 'mile' : 'miles'} away
              </span>
            </p>
          </div>
          {profileHref && (
            <Link
              to={profileHref}
              className={styles.profileLink}
              aria-label={`View profile of ${profile.name}`}
              draggable={false}
            >
              View profile
              <ChevronRight size={16} aria-hidden />
            </Link>
          )}
        </div>
      </div>
      <div className={styles.details({ size })}>
        <section>
          <h4 className={styles.sectionTitle}>About Me</h4>
          <p className={styles.text({ clamp: compact ? 2 : 3 })}>{profile.bio}</p>
        </section>
        {!compact && profile.culturalJourney && (
          <section>
            <h4 className={styles.sectionTitle}>Cultural Journey</h4>
            <p className={styles.text({ clamp: 2 })}>{profile.culturalJourney}</p>
          </section>
        )}
        {!compact && profile.languages.length > 0 && (
          <section>
            <h4 id={`${id}-languages`} className={styles.sectionTitle}>
              Languages
            </h4>
            <ul className={styles.chips} aria-labelledby={`${id}-languages`}>
              {chipsOf(profile.languages, MAX_CHIPS[size]).map((language) => (
                <li key={language} className={styles.chip}>
                  {language}
                </li>
              ))}
            </ul>
          </section>
        )}
        {profile.interests.length > 0 && (
          <section>
            <h4 id={`${id}-interests`} className={styles.sectionTitle}>
              Interests
            </h4>
            <ul className={styles.chips} aria-labelledby={`${id}-interests`}>
              {chipsOf(profile.interests, MAX_CHIPS[size]).map((interest) => (
                <li key={interest} className={styles.chip}>
                  {interest}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
