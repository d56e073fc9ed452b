import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/Card/Card';
import { benefits } from './content';
import * as landing from './Landing.css';
import * as styles from './Benefits.css';

export function Benefits() {
  const { t } = useLingui();
  return (
    <section className={landing.section} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={landing.sectionTitle}>
        <Trans>Everything you need to connect across cultures</Trans>
      </h2>
      <ul className={styles.benefitGrid}>
        {benefits.map(({ title, text, icon: Icon }) => (
          <Card as="li" key={title.id} elevation="raised" className={styles.benefitCard}>
            <span className={styles.benefitIcon}>
              <Icon size={26} aria-hidden />
            </span>
            <h3 className={landing.cardTitle}>{t(title)}</h3>
            <p className={landing.muted}>{t(text)}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
