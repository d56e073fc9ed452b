import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { login } from '../../api/auth';
import { failureMessage } from '../../api/client';
import { Button } from '../../components/Button/Button';
import { notify } from '../../components/Toaster/notify';
import { TextField } from '../../components/TextField/TextField';
import { PRODUCT_NAME } from '../../brand';
import { useSession } from '../../state/session';
import * as formStyles from '../../styles/form.css';
import { mirrorInRtl } from '../../styles/utilities.css';
import * as styles from './Auth.css';

/** Sign in: email and password, progress while waiting, the catalogue's texts on failure. */
export function LoginForm({ onSwitchToSignup }: { onSwitchToSignup: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<(() => string) | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    try {
      const answer = await login({ email, password });
      signIn(answer);
      notify.success(t`Welcome back to ${PRODUCT_NAME}!`);
      navigate(paths.dashboard);
    } catch (failure) {
      setError(() => failureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <section className={formStyles.panel} aria-labelledby="login-title">
      <Button
        variant="ghost"
        size="sm"
        icon={<ArrowLeft size="1.1em" className={mirrorInRtl} aria-hidden />}
        onClick={() => navigate(paths.home)}
        className={styles.backHome}
      >
        <Trans>Back to Home</Trans>
      </Button>
      <div>
        <h1 id="login-title" className={styles.heading}>
          <Trans>Welcome Back</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Sign in to keep connecting across cultures.</Trans>
        </p>
      </div>
      <form className={styles.form} onSubmit={submit} aria-busy={submitting}>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p role="alert" className={formStyles.alert}>
            {error()}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
        </Button>
      </form>
      <p className={styles.switchLine}>
        <Trans>
          Don't have an account?{' '}
          <button type="button" className={styles.linkButton} onClick={onSwitchToSignup}>
            Sign up
          </button>
        </Trans>
      </p>
    </section>
  );
}
