import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { LEGACY_PRODUCT_NAME } from '../../brand';
import { Button } from '../../components/Button/Button';
import { Logo } from '../../components/Logo/Logo';
import { notify } from '../../components/Toaster/notify';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { PROFILE_SETUP } from '../../contract/choices';
import { loadProfileSetup, saveProfileSetup } from '../../state/profileSetup';
import { useSession } from '../../state/session';
import { useStepHeading } from '../../state/stepHeading';
import * as formStyles from '../../styles/form.css';
import {
  completionProblem,
  PROFILE_TOO_LARGE,
  startProfileSetupForm,
  STEP_TITLES,
  toProfileSetup,
  type CompletionProblem,
  type ProfileSetupForm,
} from './profileSetupForm';
import { BasicInformationStep, CulturalJourneyStep } from './steps/AboutSteps';
import { PreferencesStep, ProfilePhotosStep } from './steps/PhotosAndPreferences';
import type { StepProps } from './steps/stepProps';
import * as styles from './ProfileSetup.css';

const STEPS: ((props: StepProps) => React.ReactNode)[] = [
  BasicInformationStep,
  CulturalJourneyStep,
  ProfilePhotosStep,
  PreferencesStep,
];

const LAST_STEP = PROFILE_SETUP.steps;

/** The older 4-step profile setup under the CultureConnect brand; ends at /subscription. */
export default function ProfileSetup() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const firstName = useSession((state) => state.user?.firstName ?? '');
  const completeProfile = useSession((state) => state.completeProfile);
  const [form, setForm] = useState(() => startProfileSetupForm(firstName, loadProfileSetup()));
  const [step, setStep] = useState(1);
  const [problem, setProblem] = useState<CompletionProblem | null>(null);
  const [markMissing, setMarkMissing] = useState(false);
  const heading = useStepHeading(step);

  const change = (changes: Partial<ProfileSetupForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const goTo = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < LAST_STEP) return goTo(step + 1);
    const found = completionProblem(form);
    setMarkMissing(found !== null);
    if (found) return setProblem(found);
    try {
      saveProfileSetup(toProfileSetup(form));
    } catch {
      // Local storage is full: the photos are the large part.
      return setProblem({ message: PROFILE_TOO_LARGE, step: 3 });
    }
    completeProfile();
    notify.success(t`Profile setup completed!`);
    navigate(paths.subscription);
  };

  const Step = STEPS[step - 1]!;
  const steps = LAST_STEP;
  const stepTitle = problem && t(STEP_TITLES[problem.step - 1]!);
  return (
    <main className={formStyles.page}>
      <Logo brand={LEGACY_PRODUCT_NAME} />
      <section className={formStyles.panel}>
        <p className={styles.lead}>
          <Trans>
            Tell the community about yourself. First name, last name and your cultural journey are
            required, and at least one photo.
          </Trans>
        </p>
        <ProgressBar label={t`Step ${step} of ${steps}`} value={(step / LAST_STEP) * 100} />
        <form className={styles.form} onSubmit={submit} noValidate>
          <h1 ref={heading} tabIndex={-1} className={formStyles.stepTitle}>
            {t(STEP_TITLES[step - 1]!)}
          </h1>
          <div className={formStyles.stepBody}>
            <Step form={form} change={change} markMissing={markMissing} />
          </div>
          {problem && (
            <div className={styles.problem}>
              <p role="alert" className={formStyles.alert}>
                {t(problem.message)}
              </p>
              {problem.step !== step && (
                <Button variant="ghost" size="sm" onClick={() => goTo(problem.step)}>
                  <Trans>Go to {stepTitle}</Trans>
                </Button>
              )}
            </div>
          )}
          <div className={formStyles.footer}>
            <Button variant="secondary" disabled={step === 1} onClick={() => goTo(step - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <Button type="submit">
              {step < LAST_STEP ? <Trans>Next</Trans> : <Trans>Complete Profile</Trans>}
            </Button>
          </div>
        </form>
      </section>
    </main>
  );
}
