import { useSearchParams } from 'react-router';
import { Logo } from '../../components/Logo/Logo';
import { PreferenceSelect } from '../../components/PreferenceSelect/PreferenceSelect';
import { usePreferences } from '../../state/preferences';
import { LoginForm } from './LoginForm';
import { SignupWizard } from './SignupWizard';
import * as formStyles from '../../styles/form.css';

/** Sign in and sign up on one route; `?mode=signup` opens the wizard (the links switch modes). */
export default function Auth() {
  const [params, setParams] = useSearchParams();
  const preferences = usePreferences();
  const signingUp = params.get('mode') === 'signup';
  const switchTo = (mode: 'login' | 'signup') =>
    setParams(mode === 'signup' ? { mode } : {}, { replace: true });
  return (
    <main className={formStyles.page}>
      <Logo />
      {signingUp ? (
        <SignupWizard onSwitchToLogin={() => switchTo('login')} />
      ) : (
        <LoginForm onSwitchToSignup={() => switchTo('signup')} />
      )}
      <div className={formStyles.preferences}>
        {preferences.map((preference) => (
          <PreferenceSelect key={preference.label} {...preference} />
        ))}
      </div>
    </main>
  );
}
