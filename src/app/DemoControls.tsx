import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getDemoScenarios, resetDemoData, setDemoScenarios } from '../api/demo';
import { DemoPanel } from '../components/DemoPanel/DemoPanel';
import { notify } from '../components/Toaster/notify';
import type { DemoDomain, DemoScenario, DemoScenarios } from '../contract/demo';

const UNREACHABLE = msg({
  message: 'The mock API did not answer. Is `npm start` (or the demo) still running?',
  comment: '`npm start` is a command: keep it as it is.',
});

/**
 * The Demo panel wired to the mock backend, which keeps the scenarios (json-server in memory,
 * the static demo in local storage), so they outlast a reload. Loaded in the mock modes only.
 */
export default function DemoControls() {
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<DemoScenarios>({});
  const [busy, setBusy] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    getDemoScenarios().then(setScenarios, () => setUnreachable(true));
  }, []);

  const save = async (work: () => Promise<void>) => {
    setBusy(true);
    setUnreachable(false);
    try {
      await work();
    } catch {
      setUnreachable(true);
    } finally {
      setBusy(false);
    }
  };

  const change = (domain: DemoDomain, scenario: DemoScenario) =>
    save(async () => setScenarios(await setDemoScenarios({ [domain]: scenario })));

  const allNormal = () =>
    save(async () =>
      setScenarios(
        await setDemoScenarios(
          Object.fromEntries(Object.keys(scenarios).map((domain) => [domain, 'normal'])),
        ),
      ),
    );

  // Every screen's data is stale after a reset: a reload shows the seed from the start.
  const reset = () =>
    save(async () => {
      await resetDemoData();
      notify.success(t`Demo data is back to the seed`);
      window.location.reload();
    });

  return (
    <DemoPanel
      scenarios={scenarios}
      open={open}
      onOpenChange={setOpen}
      onChange={(domain, scenario) => void change(domain, scenario)}
      onAllNormal={() => void allNormal()}
      onReset={() => void reset()}
      busy={busy}
      problem={unreachable ? t(UNREACHABLE) : undefined}
    />
  );
}
