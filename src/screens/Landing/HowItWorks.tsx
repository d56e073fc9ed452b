import { steps } from './content';
import * as landing from './Landing.css';
import * as styles from './HowItWorks.css';

export const HOW_IT_WORKS_ID = 'how-it-works';

export function HowItWorks() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      className={styles.howItWorks}
      aria-labelledby="how-title"
    >
      <div className={landing.sectionInner}>
        <h2 id="how-title" className={landing.sectionTitle}>
          How It Works
        </h2>
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <h3 className={landing.cardTitle}>{step.title}</h3>
              <p className={landing.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
