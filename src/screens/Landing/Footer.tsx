import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo/Logo';
import { PreferenceSelect } from '../../components/PreferenceSelect/PreferenceSelect';
import { usePreferences } from '../../state/preferences';
import { PRODUCT_NAME } from '../../brand';
import { footerColumns } from './content';
import * as styles from './Footer.css';
import { belowFold } from './Landing.css';

export function Footer() {
  const { t } = useLingui();
  const preferences = usePreferences();
  return (
    <footer id="site-footer" className={`${styles.footer} ${belowFold}`}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo />
          <p className={styles.footerNote}>
            <Trans>Meet people, join groups and celebrate cultures, wherever you are.</Trans>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title.id} aria-labelledby={`footer-${column.title.id}`}>
            <h2 id={`footer-${column.title.id}`} className={styles.footerTitle}>
              {t(column.title)}
            </h2>
            <ul className={styles.footerLinks}>
              {column.links.map((link) => (
                <li key={link.id}>
                  {/* Placeholders: the pages behind them are not part of the product yet. */}
                  <a className={styles.footerLink} href="#site-footer">
                    {t(link)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottomRow}>
        <p>
          <Trans>© {PRODUCT_NAME}. Made with love for curious bees everywhere.</Trans>
        </p>
        {preferences.map((preference) => (
          <PreferenceSelect key={preference.label} {...preference} />
        ))}
      </div>
    </footer>
  );
}
