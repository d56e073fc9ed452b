import { Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { plans } from './content';
import * as landing from './Landing.css';
import * as styles from './Pricing.css';

export function Pricing() {
  const navigate = useNavigate();
  return (
    <section className={landing.section} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={landing.sectionTitle}>
        Simple pricing for every bee
      </h2>
      <p className={landing.sectionLead}>
        Both plans start with a 7-day free trial. Cancel anytime.
      </p>
      <div className={styles.planGrid}>
        {plans.map((plan) => (
          <Card
            as="article"
            key={plan.name}
            padding="lg"
            highlight={plan.popular}
            className={styles.plan}
            aria-labelledby={`plan-${plan.period}`}
          >
            {plan.popular && (
              <Badge tone="compatibility" className={styles.popular}>
                Most Popular
              </Badge>
            )}
            <h3 id={`plan-${plan.period}`} className={landing.cardTitle}>
              {plan.name}
            </h3>
            <p>
              <span className={styles.price}>{plan.price}</span>{' '}
              <span className={landing.muted}>{plan.period}</span>
            </p>
            {plan.savings && <p className={styles.savings}>{plan.savings}</p>}
            <p className={landing.muted}>7-day free trial, cancel anytime</p>
            {plan.intro && <p className={styles.planIntro}>{plan.intro}</p>}
            <ul className={styles.featureList}>
              {plan.features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <Check size={18} className={styles.featureCheck} aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              fullWidth
              variant={plan.popular ? 'primary' : 'secondary'}
              onClick={() => navigate(paths.auth)}
            >
              Choose {plan.name}
            </Button>
          </Card>
        ))}
      </div>
    </section>
  );
}
