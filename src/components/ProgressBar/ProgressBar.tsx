'use client';

import * as Progress from '@radix-ui/react-progress';
import { useLingui } from '@lingui/react/macro';
import * as styles from './ProgressBar.css';
import { formatPercent } from '../../i18n/format';

export type ProgressBarProps = {
  /** 0 to 100. */
  value: number;
  /** Visible text on the left, e.g. 'Step 3 of 8'; also the bar's accessible name. */
  label: string;
  /** Shows the rounded percentage on the right. */
  showPercent?: boolean;
};

export function ProgressBar({ value, label, showPercent = true }: ProgressBarProps) {
  const { i18n } = useLingui();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  const percentText = formatPercent(i18n.locale, percent);
  return (
    <div className={styles.root}>
      <div className={styles.labels}>
        <span>{label}</span>
        {showPercent && <span>{percentText}</span>}
      </div>
      <Progress.Root
        className={styles.track}
        value={percent}
        getValueLabel={() => percentText}
        aria-label={label}
      >
        <Progress.Indicator
          className={styles.indicator}
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
