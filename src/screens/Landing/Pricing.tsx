import { Trans, useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import { paths } from '../../paths';
import { formatUsd } from '../../i18n/format';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { plans } from './content';
import * as landing from './Landing.css';
import * as styles from './Pricing.css';

export function Pricing() {
  const { t, i18n } = useLingui();
  return (
    <section className={landing.section} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={landing.sectionTitle}>
        <Trans>Simple pricing for every bee</Trans>
      </h2>
      <p className={landing.sectionLead}>
        <Trans>Both plans start with a 7-day free trial. Cancel anytime.</Trans>
      </p>
      <div className={styles.planGrid}>
        {plans.map((plan) => {
          const name = t(plan.name);
          const saving = plan.saves && formatUsd(i18n.locale, plan.saves);
          const included = plan.includes && t(plan.includes);
          return (
            <Card
              as="article"
              key={plan.name.id}
              padding="lg"
              highlight={plan.popular}
              className={styles.plan}
              aria-labelledby={`plan-${plan.period.id}`}
            >
              {plan.popular && (
                <Badge tone="compatibility" className={styles.popular}>
                  <Trans>Most Popular</Trans>
                </Badge>
              )}
              <h3 id={`plan-${plan.period.id}`} className={landing.cardTitle}>
                {name}
              </h3>
              <p>
                <span className={styles.price}>{formatUsd(i18n.locale, plan.price)}</span>{' '}
                <span className={landing.muted}>{t(plan.period)}</span>
              </p>
              {saving && (
                <p className={styles.savings}>
                  <Trans>Save {saving} per year</Trans>
                </p>
              )}
              <p className={landing.muted}>
                <Trans>7-day free trial, cancel anytime</Trans>
              </p>
              {included && (
                <p className={styles.planIntro}>
                  <Trans>Everything in {included}, plus:</Trans>
                </p>
              )}
              <ul className={styles.featureList}>
                {plan.features.map((feature) => (
                  <li key={feature.id} className={styles.feature}>
                    <Check size={18} className={styles.featureCheck} aria-hidden />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <ButtonLink
                fullWidth
                variant={plan.popular ? 'primary' : 'secondary'}
                href={paths.auth}
              >
                <Trans>Choose {name}</Trans>
              </ButtonLink>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
