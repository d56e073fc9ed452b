import { Logo } from '../../components/Logo/Logo';
import { PreferenceSelect } from '../../components/PreferenceSelect/PreferenceSelect';
import { THEME_OPTIONS, chooseTheme, useThemeChoice } from '../../state/theme';
import { PRODUCT_NAME } from '../../brand';
import { footerColumns } from './content';
import * as styles from './Footer.css';

export function Footer() {
  const theme = useThemeChoice();
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo />
          <p className={styles.footerNote}>
            Meet people, join groups and celebrate cultures, wherever you are.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className={styles.footerTitle}>
              {column.title}
            </h2>
            <ul className={styles.footerLinks}>
              {column.links.map((link) => (
                <li key={link}>
                  {/* Placeholders: the pages behind them are not part of the product yet. */}
                  <a className={styles.footerLink} href="#site-footer">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottomRow}>
        <p>© {PRODUCT_NAME}. Made with love for curious bees everywhere.</p>
        <PreferenceSelect
          label="Theme"
          options={THEME_OPTIONS}
          value={theme}
          onChange={chooseTheme}
        />
      </div>
    </footer>
  );
}
