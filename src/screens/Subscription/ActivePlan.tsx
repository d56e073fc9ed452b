import { Trans, useLingui } from '@lingui/react/macro';
import Crown from 'lucide-react/icons/crown';
import { useSession } from '../../state/session';
import { formatLongDate } from './payment';
import { planByStoredName } from './plans';
import * as styles from './Subscription.css';

/** A premium member's current plan and when it ends, above the plans they could change to. */
export function ActivePlan() {
  const { t, i18n } = useLingui();
  const premium = useSession((state) => state.user?.isPremium === true);
  const subscription = useSession((state) => state.user?.subscription);
  if (!premium) return null;
  const plan = subscription && planByStoredName(subscription.plan);
  // A plan this screen does not offer (any more) keeps the name it was stored with.
  const planName = plan ? t(plan.name) : subscription?.plan;
  const endDate = subscription && formatLongDate(i18n.locale, subscription.endDate);
  return (
    <section className={styles.activePlan} aria-labelledby="active-plan-title">
      <Crown size={28} className={styles.activeIcon} aria-hidden />
      <div>
        <h2 id="active-plan-title" className={styles.activeTitle}>
          <Trans>You're a Premium member</Trans>
        </h2>
        {subscription ? (
          <p className={styles.activeText}>
            <Trans>
              Your <strong>{planName}</strong> plan is active until <strong>{endDate}</strong>.
            </Trans>
          </p>
        ) : (
          <p className={styles.activeText}>
            <Trans>Every premium feature is yours.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
