import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Globe2 from 'lucide-react/icons/earth';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import type { ProfileAnswer } from '../../contract/types';
import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { PremiumBadge } from '../../components/PremiumBadge/PremiumBadge';
import { choiceLabel, type ChoiceKind } from '../../i18n/choiceLabels';
import { useSession } from '../../state/session';
import { EditProfile, useEditProfileDialog } from './EditProfile';
import * as styles from './Profile.css';

type ProfileDetailsProps = { profile: ProfileAnswer; own: boolean };

/** Who the member is: photo, name, where they live and come from, their counts and their story. */
export function ProfileDetails({ profile, own }: ProfileDetailsProps) {
  const { user, stats } = profile;
  const { t, i18n } = useLingui();
  const name = `${user.firstName} ${user.lastName}`;
  const firstName = user.firstName;
  const edit = useEditProfileDialog(own);
  // Only the stored user knows they are premium: another member's public view does not say.
  const premium = useSession((state) => own && state.user?.isPremium === true);
  return (
    <aside className={styles.details} aria-label={own ? t`About you` : t`About ${firstName}`}>
      <section className={styles.hero} aria-labelledby="profile-name">
        <div className={styles.cover} />
        <div className={styles.heroBody}>
          <div className={styles.avatarRing}>
            <Avatar name={name} src={user.photos[0]} size="lg" />
          </div>
          <h2 id="profile-name" className={styles.name}>
            {name}
          </h2>
          {user.isOnline && (
            <Badge tone="online">
              <Trans>Online</Trans>
            </Badge>
          )}
          {premium && <PremiumBadge />}
          <ul className={styles.facts}>
            {user.location && (
              <li className={styles.fact}>
                <MapPin size={16} aria-hidden />
                {user.location}
              </li>
            )}
            {user.nationality && (
              <li className={styles.fact}>
                <Globe2 size={16} aria-hidden />
                {choiceLabel(i18n, 'nationality', user.nationality)}
              </li>
            )}
          </ul>
          <dl className={styles.stats}>
            <Stat label={t`Posts`} value={stats.posts} />
            <Stat label={t`Matches`} value={stats.matches} />
            <Stat label={t`Likes`} value={stats.likesReceived} />
          </dl>
          {own && (
            <Button
              variant="secondary"
              fullWidth
              icon={<Pencil size={18} aria-hidden />}
              onClick={edit.open}
            >
              <Trans>Edit Profile</Trans>
            </Button>
          )}
        </div>
      </section>
      <section className={styles.about} aria-label={t`Profile details`}>
        <AboutSection title={t`About`} own={own} empty={!user.bio}>
          <p className={styles.aboutText} dir="auto">
            {user.bio}
          </p>
        </AboutSection>
        <AboutSection title={t`Cultural Journey`} own={own} empty={!user.culturalJourney}>
          <p className={styles.aboutText} dir="auto">
            {user.culturalJourney}
          </p>
        </AboutSection>
        <ChipSection title={t`Interests`} kind="interest" items={user.interests} own={own} />
        <ChipSection title={t`Languages`} kind="language" items={user.languages} own={own} />
      </section>
      {own && <EditProfile user={user} dialog={edit} />}
    </aside>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}

/**
 * One of About, Cultural Journey, Interests, Languages. Left empty, another member's section is
 * not shown; one's own says it is waiting to be filled in.
 */
function AboutSection({
  title,
  own,
  empty,
  children,
  id,
}: {
  title: string;
  own: boolean;
  empty: boolean;
  children: ReactNode;
  id?: string;
}) {
  if (empty && !own) return null;
  return (
    <div className={styles.aboutSection}>
      <h2 id={id} className={styles.aboutTitle}>
        {title}
      </h2>
      {empty ? (
        <p className={styles.aboutEmpty}>
          <Trans>Not added yet. Add it with Edit Profile.</Trans>
        </p>
      ) : (
        children
      )}
    </div>
  );
}

function ChipSection({
  title,
  kind,
  items,
  own,
}: {
  title: string;
  kind: ChoiceKind;
  items: string[];
  own: boolean;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <AboutSection title={title} own={own} empty={items.length === 0} id={id}>
      <ul className={styles.chips} aria-labelledby={id}>
        {items.map((item) => (
          <li key={item} className={styles.chip}>
            {choiceLabel(i18n, kind, item)}
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}
