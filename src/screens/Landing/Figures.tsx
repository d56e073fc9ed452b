import { figures } from './content';
import * as styles from './Figures.css';

export function Figures() {
  return (
    <section className={styles.figures} aria-label="BeeGlobal in numbers">
      <dl className={styles.figureList}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
