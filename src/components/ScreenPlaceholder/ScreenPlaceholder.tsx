import { Logo } from '../Logo/Logo';
import * as styles from './ScreenPlaceholder.css';

/** A screen that a later issue builds: its title only, nothing that pretends to work. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <main className={styles.page}>
      <Logo />
      <h1 className={styles.title}>{title}</h1>
    </main>
  );
}
