'use client';

import { useId, type ChangeEventHandler } from 'react';
import { useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import { Badge } from '../Badge/Badge';
import * as styles from './PlanCard.css';

export type PlanCardProps = {
  /** The radio group's name: cards sharing it are one choice, moved through with arrow keys. */
  group: string;
  /** The plan's value in the group, e.g. 'yearly', given back by the change event. */
  value: string;
  /** The plan's name, e.g. 'Yearly'; the radio's label. */
  title: string;
  /** The price as shown, e.g. '$400'. Every text here comes in the interface's language. */
  price: string;
  /** What the price is for, e.g. 'per year'. */
  per: string;
  /** A line about the plan under its price. */
  description?: string;
  /** A saving to point out, e.g. 'Save $80'. */
  savings?: string;
  /** What the plan includes, one ticked line each. */
  features: readonly string[];
  /** This plan is the one chosen (controlled). */
  checked: boolean;
  /** Called with the radio's change event when the member chooses this plan (its `value`). */
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/**
 * A premium plan as one radio option: a real radio input (keyboard and screen readers treat the
 * cards as one group) whose label stretches over the whole card, so a click anywhere chooses it.
 */
export function PlanCard({
  group,
  value,
  title,
  price,
  per,
  description,
  savings,
  features,
  checked,
  onChange,
}: PlanCardProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.card}>
      <div className={styles.top}>
        <input
          id={id}
          type="radio"
          className={styles.radio}
          name={group}
          value={value}
          checked={checked}
          onChange={onChange}
          aria-describedby={`${id}-price`}
        />
        <label htmlFor={id} className={styles.title}>
          {title}
        </label>
        {savings && (
          <Badge tone="going" className={styles.savings}>
            {savings}
          </Badge>
        )}
      </div>
      <p className={styles.priceLine}>
        <span className={styles.price}>{price}</span> <span className={styles.per}>{per}</span>
      </p>
      {/* The radio's description in one phrase: the price lines above are laid out in boxes. */}
      <span id={`${id}-price`} hidden>
        {savings
          ? t({
              message: `${price} ${per}, ${savings}`,
              comment: "A plan's price read as one phrase: '$400 per year, Save $80'",
            })
          : t({ message: `${price} ${per}`, comment: "A plan's price read as one phrase" })}
      </span>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.features} aria-label={t`${title} features`}>
        {features.map((feature, index) => (
          <li key={index} className={styles.feature}>
            <Check size={18} className={styles.check} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
