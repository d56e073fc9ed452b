import { useEffect, useId, useRef } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FlaskConical from 'lucide-react/icons/flask-conical';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import X from 'lucide-react/icons/x';
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

export const DOMAIN_NAMES: Record<DemoDomain, MessageDescriptor> = {
  auth: msg`Sign in and sign up`,
  users: msg`Members and profiles`,
  matches: msg`Discover and matches`,
  messages: msg`Messages`,
  posts: msg`Feed and posts`,
};

const slowSeconds = SLOW_SCENARIO_MS / 1000;

/** The contract's scenarios (API values) by the names the panel gives them. */
export const SCENARIO_NAMES: Record<DemoScenario, MessageDescriptor> = {
  normal: msg({ message: 'Normal', context: 'demo scenario' }),
  slow: msg({ message: `Slow (${slowSeconds} s)`, context: 'demo scenario' }),
  error: msg({ message: 'Error (500)', context: 'demo scenario' }),
  empty: msg({ message: 'Empty', context: 'demo scenario' }),
  offline: msg({ message: 'Offline', context: 'demo scenario' }),
};

export type DemoPanelProps = {
  /** Each domain's scenario as the mock backend answers it now: normal, slow, error, empty, offline. */
  scenarios: DemoScenarios;
  /** Whether the panel is unfolded (the bar alone when not). */
  open: boolean;
  /** Called with the new state when the bar is pressed to unfold or fold the panel. */
  onOpenChange: (open: boolean) => void;
  /** Called with a domain and the scenario chosen for it. */
  onChange: (domain: DemoDomain, scenario: DemoScenario) => void;
  /** Called when "All normal" is pressed: every domain back to normal. */
  onAllNormal: () => void;
  /** Called when "Reset demo data" is pressed: the seeded data back, as on a fresh start. */
  onReset: () => void;
  /** A change or the reset is on its way to the mock backend. */
  busy?: boolean;
  /** The mock backend could not be reached. */
  problem?: string;
};

/** What is switched away from normal, in words, e.g. 'Feed and posts: Error (500)'. */
export const activeScenarios = (i18n: I18n, scenarios: DemoScenarios) =>
  DEMO_DOMAINS.filter((domain) => (scenarios[domain] ?? 'normal') !== 'normal').map((domain) => {
    const area = i18n._(DOMAIN_NAMES[domain]);
    const scenario = i18n._(SCENARIO_NAMES[scenarios[domain]!]);
    return i18n._(
      msg({
        message: `${area}: ${scenario}`,
        comment: 'A part of the demo, and what it does now.',
      }),
    );
  });

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
  const { t, i18n } = useLingui();
  const active = activeScenarios(i18n, scenarios);
  const options = DEMO_SCENARIOS.map((scenario) => ({
    value: scenario,
    label: t(SCENARIO_NAMES[scenario]),
  }));

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
    <aside className={styles.bar} aria-label={t`Demo`}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle({ active: active.length > 0 })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <FlaskConical size={18} className={styles.icon} aria-hidden />
        <Trans>Demo</Trans>
        {active.length > 0 && <span className={styles.active}>{active.join(' · ')}</span>}
      </button>
      {open && (
        <section ref={panel} id={panelId} className={styles.panel} aria-label={t`Demo scenarios`}>
          <div className={styles.header}>
            <h2 className={styles.title}>
              <Trans>Demo scenarios</Trans>
            </h2>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<X size={18} aria-hidden />}
              aria-label={t`Close demo scenarios`}
              onClick={() => onOpenChange(false)}
            />
          </div>
          <p className={styles.hint}>
            <Trans>
              Make the mock API misbehave on purpose. Only the mock modes have this panel.
            </Trans>
          </p>
          <div className={styles.domains} aria-busy={busy}>
            {DEMO_DOMAINS.map((domain) => (
              <Select
                key={domain}
                label={t(DOMAIN_NAMES[domain])}
                options={options}
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
              <Trans>All normal</Trans>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<RotateCcw size={16} aria-hidden />}
              loading={busy}
              onClick={onReset}
            >
              <Trans>Reset demo data</Trans>
            </Button>
          </div>
        </section>
      )}
    </aside>
  );
}
