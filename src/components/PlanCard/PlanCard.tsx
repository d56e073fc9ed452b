import { useId, type ChangeEventHandler } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '../Badge/Badge';
import * as styles from './PlanCard.css';

export type PlanCardProps = {
  /** The radio group's name: cards sharing it are one choice, moved through with arrow keys. */
  group: string;
  value: string;
  title: string;
  /** The price as shown, e.g. '$400'. */
  price: string;
  /** What the price is for, e.g. 'per year'. */
  per: string;
  description?: string;
  /** A saving to point out, e.g. 'Save $80'. */
  savings?: string;
  features: readonly string[];
  checked: boolean;
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
        {price} {per}
        {savings && `, ${savings}`}
      </span>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.features} aria-label={`${title} features`}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Check size={18} className={styles.check} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
