import { PRODUCT_NAME } from '../../brand';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../i18n/format';
import { figures } from './content';
import * as styles from './Figures.css';

export function Figures() {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.figures} aria-label={t`${PRODUCT_NAME} in numbers`}>
      <dl className={styles.figureList}>
        {figures.map((figure) => {
          const count = formatNumber(i18n.locale, figure.atLeast);
          return (
            <div key={figure.label.id} className={styles.figure}>
              <dt className={styles.figureLabel}>{t(figure.label)}</dt>
              <dd className={styles.figureValue}>{t`${count}+`}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
