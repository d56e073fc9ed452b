import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { signup } from '../../api/auth';
import { failureMessage } from '../../api/client';
import { Button } from '../../components/Button/Button';
import { notify } from '../../components/Toaster/notify';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { PRODUCT_NAME } from '../../brand';
import { LIMITS } from '../../contract/choices';
import { useSession } from '../../state/session';
import { useStepHeading } from '../../state/stepHeading';
import {
  canContinue,
  emptySignupForm,
  STEP_TITLES,
  toSignupPayload,
  type SignupForm,
} from './signupForm';
import { BasicInfoStep, BioStep, WelcomeStep } from './steps/AccountSteps';
import { IdentityStep, InterestsStep, LocationStep } from './steps/ChoiceSteps';
import { CompleteStep } from './steps/CompleteStep';
import { PhotosStep } from './steps/PhotosStep';
import type { StepProps } from './steps/stepProps';
import * as formStyles from '../../styles/form.css';
import { mirrorInRtl } from '../../styles/utilities.css';
import * as styles from './Auth.css';

const STEPS: ((props: StepProps) => React.ReactNode)[] = [
  WelcomeStep,
  BasicInfoStep,
  IdentityStep,
  LocationStep,
  PhotosStep,
  InterestsStep,
  BioStep,
  CompleteStep,
];

/** The 8-step signup; nothing typed is lost going back or on a failed submit. */
export function SignupWizard({ onSwitchToLogin }: { onSwitchToLogin: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<SignupForm>(emptySignupForm);
  const [error, setError] = useState<(() => string) | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const heading = useStepHeading(step);

  const change = (changes: Partial<SignupForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const goTo = (next: number) => {
    setStep(Math.min(LIMITS.signupSteps, Math.max(1, next)));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step < LIMITS.signupSteps) {
      if (canContinue(step, form)) goTo(step + 1);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await signup(toSignupPayload(form));
      signIn(answer);
      const name = answer.user.firstName;
      notify.success(
        t`Welcome to ${PRODUCT_NAME}, ${name}!`,
        t`Your profile is ready! Let's find your cultural match!`,
      );
      navigate(paths.dashboard);
    } catch (failure) {
      setError(() => failureMessage(failure));
      setSubmitting(false);
    }
  };

  const Step = STEPS[step - 1]!;
  const ready = canContinue(step, form);
  const steps = LIMITS.signupSteps;
  return (
    <section className={formStyles.panel}>
      <div className={styles.wizardHeader}>
        {step > 1 && (
          // The footer's Back is the one assistive technology meets; this is its twin for pointers.
          <Button
            variant="ghost"
            iconOnly
            icon={<ArrowLeft size={22} className={mirrorInRtl} aria-hidden />}
            aria-hidden={step < LIMITS.signupSteps}
            tabIndex={step < LIMITS.signupSteps ? -1 : undefined}
            aria-label={t`Back`}
            onClick={() => goTo(step - 1)}
          />
        )}
        <div className={styles.wizardHeaderBar}>
          <ProgressBar
            label={t`Step ${step} of ${steps}`}
            value={(step / LIMITS.signupSteps) * 100}
          />
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} aria-busy={submitting} noValidate>
        <h1 id="signup-step-title" ref={heading} tabIndex={-1} className={formStyles.stepTitle}>
          {t(STEP_TITLES[step - 1]!)}
        </h1>
        <div className={formStyles.stepBody}>
          <Step form={form} change={change} />
        </div>
        {error && (
          <p role="alert" className={formStyles.alert}>
            {error()}
          </p>
        )}
        <div className={formStyles.footer}>
          {step > 1 && step < LIMITS.signupSteps ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          {step < LIMITS.signupSteps ? (
            <Button type="submit" disabled={!ready}>
              {step === LIMITS.signupSteps - 1 ? (
                <Trans>Complete Profile</Trans>
              ) : (
                <Trans>Continue</Trans>
              )}
            </Button>
          ) : (
            <Button type="submit" loading={submitting}>
              {submitting ? <Trans>Creating Account...</Trans> : <Trans>Create Account</Trans>}
            </Button>
          )}
        </div>
      </form>
      <p className={styles.switchLine}>
        <Trans>
          Already have an account?{' '}
          <button type="button" className={styles.linkButton} onClick={onSwitchToLogin}>
            Sign in
          </button>
        </Trans>
      </p>
    </section>
  );
}
