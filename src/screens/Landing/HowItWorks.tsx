import { Trans, useLingui } from '@lingui/react/macro';
import { steps } from './content';
import * as landing from './Landing.css';
import * as styles from './HowItWorks.css';

export const HOW_IT_WORKS_ID = 'how-it-works';

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      className={styles.howItWorks}
      aria-labelledby="how-title"
    >
      <div className={landing.sectionInner}>
        <h2 id="how-title" className={landing.sectionTitle}>
          <Trans>How It Works</Trans>
        </h2>
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <li key={step.title.id} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <h3 className={landing.cardTitle}>{t(step.title)}</h3>
              <p className={landing.muted}>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
