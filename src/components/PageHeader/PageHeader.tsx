'use client';

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { mirrorInRtl } from '../../styles/utilities.css';
import { Button, ButtonLink } from '../Button/Button';
import * as styles from './PageHeader.css';

export type PageHeaderProps = {
  /** The page's heading (its `h1`), beside Back. */
  title: ReactNode;
  /** Where Back goes, e.g. '/dashboard'; without it Back returns to the previous page. */
  backTo?: string;
  /** Called instead of navigating, e.g. to close an event's detail view. */
  onBack?: () => void;
  /** 'Back' unless said otherwise. */
  backLabel?: string;
  /** Controls on the right, e.g. Unmatch. */
  actions?: ReactNode;
  /** Keeps the header at the top of the viewport while the page scrolls under it. */
  sticky?: boolean;
};

export function PageHeader({
  title,
  backTo,
  onBack,
  backLabel,
  actions,
  sticky = false,
}: PageHeaderProps) {
  const { t } = useLingui();
  const back = {
    variant: 'ghost',
    iconOnly: true,
    'aria-label': backLabel ?? t`Back`,
    children: <ArrowLeft size={22} className={mirrorInRtl} aria-hidden />,
  } as const;
  return (
    <header className={styles.header({ sticky })}>
      {backTo && !onBack ? (
        // A link, so the app's router takes it (the components know addresses, not routers).
        <ButtonLink {...back} href={backTo} />
      ) : (
        <Button {...back} onClick={onBack ?? (() => history.back())} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
