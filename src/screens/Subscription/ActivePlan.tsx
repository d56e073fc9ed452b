import { Crown } from 'lucide-react';
import { useSession } from '../../state/session';
import { formatLongDate } from './payment';
import * as styles from './Subscription.css';

/** A premium member's current plan and when it ends, above the plans they could change to. */
export function ActivePlan() {
  const premium = useSession((state) => state.user?.isPremium === true);
  const subscription = useSession((state) => state.user?.subscription);
  if (!premium) return null;
  return (
    <section className={styles.activePlan} aria-labelledby="active-plan-title">
      <Crown size={28} className={styles.activeIcon} aria-hidden />
      <div>
        <h2 id="active-plan-title" className={styles.activeTitle}>
          You're a Premium member
        </h2>
        {subscription ? (
          <p className={styles.activeText}>
            Your <strong>{subscription.plan}</strong> plan is active until{' '}
            <strong>{formatLongDate(subscription.endDate)}</strong>.
          </p>
        ) : (
          <p className={styles.activeText}>Every premium feature is yours.</p>
        )}
      </div>
    </section>
  );
}
