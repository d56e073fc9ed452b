import { useEffect, useId, useRef } from 'react';
import { FlaskConical, RotateCcw, X } from 'lucide-react';
import {
  DEMO_DOMAINS,
  DEMO_SCENARIOS,
  SLOW_SCENARIO_MS,
  type DemoDomain,
  type DemoScenario,
  type DemoScenarios,
} from '../../contract/demo';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import * as styles from './DemoPanel.css';

export const DOMAIN_NAMES: Record<DemoDomain, string> = {
  auth: 'Sign in and sign up',
  users: 'Members and profiles',
  matches: 'Discover and matches',
  messages: 'Messages',
  posts: 'Feed and posts',
};

export const SCENARIO_NAMES: Record<DemoScenario, string> = {
  normal: 'Normal',
  slow: `Slow (${SLOW_SCENARIO_MS / 1000} s)`,
  error: 'Error (500)',
  empty: 'Empty',
  offline: 'Offline',
};

const OPTIONS = DEMO_SCENARIOS.map((scenario) => ({
  value: scenario,
  label: SCENARIO_NAMES[scenario],
}));

export type DemoPanelProps = {
  scenarios: DemoScenarios;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (domain: DemoDomain, scenario: DemoScenario) => void;
  onAllNormal: () => void;
  onReset: () => void;
  /** A change or the reset is on its way to the mock backend. */
  busy?: boolean;
  /** The mock backend could not be reached. */
  problem?: string;
};

/** What is switched away from normal, in words, e.g. 'Feed and posts: Error (500)'. */
export const activeScenarios = (scenarios: DemoScenarios) =>
  DEMO_DOMAINS.filter((domain) => (scenarios[domain] ?? 'normal') !== 'normal').map(
    (domain) => `${DOMAIN_NAMES[domain]}: ${SCENARIO_NAMES[scenarios[domain]!]}`,
  );

/**
 * The demo's switches, for the mock modes only: each domain normal, slow, failing, empty or
 * offline, and the data back to the seed. A bar above the page, its panel closed by default;
 * while a scenario is on, its toggle says so, so nobody takes a staged failure for a real outage.
 */
export function DemoPanel({
  scenarios,
  open,
  onOpenChange,
  onChange,
  onAllNormal,
  onReset,
  busy = false,
  problem,
}: DemoPanelProps) {
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const active = activeScenarios(scenarios);

  // Escape inside the panel closes it and puts focus back on its toggle.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      onOpenChange(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onOpenChange]);
  return (
    <aside className={styles.bar} aria-label="Demo">
      <button
        ref={toggle}
        type="button"
        className={styles.toggle({ active: active.length > 0 })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <FlaskConical size={18} className={styles.icon} aria-hidden />
        Demo
        {active.length > 0 && <span className={styles.active}>{active.join(' · ')}</span>}
      </button>
      {open && (
        <section ref={panel} id={panelId} className={styles.panel} aria-label="Demo scenarios">
          <div className={styles.header}>
            <h2 className={styles.title}>Demo scenarios</h2>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<X size={18} aria-hidden />}
              aria-label="Close demo scenarios"
              onClick={() => onOpenChange(false)}
            />
          </div>
          <p className={styles.hint}>
            Make the mock API misbehave on purpose. Only the mock modes have this panel.
          </p>
          <div className={styles.domains} aria-busy={busy}>
            {DEMO_DOMAINS.map((domain) => (
              <Select
                key={domain}
                label={DOMAIN_NAMES[domain]}
                options={OPTIONS}
                value={scenarios[domain] ?? 'normal'}
                disabled={busy}
                onChange={(change) => onChange(domain, change.target.value as DemoScenario)}
              />
            ))}
          </div>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || active.length === 0}
              onClick={onAllNormal}
            >
              All normal
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<RotateCcw size={16} aria-hidden />}
              loading={busy}
              onClick={onReset}
            >
              Reset demo data
            </Button>
          </div>
        </section>
      )}
    </aside>
  );
}
