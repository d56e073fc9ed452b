import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { notify } from '../../components/Toaster/notify';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PlanCard } from '../../components/PlanCard/PlanCard';
import { PRODUCT_NAME } from '../../brand';
import { useSession } from '../../state/session';
import { ActivePlan } from './ActivePlan';
import {
  CONTINUING_WITH_FREE_TRIAL,
  formatPrice,
  PAYMENT_DETAILS_MISSING,
  PAYMENT_SUCCESSFUL,
  PROCESSING_PAYMENT,
  savingsText,
} from './payment';
import { PaymentForm } from './PaymentForm';
import { DEFAULT_PLAN_ID, PER_PERIOD, PLANS, planById, type Plan } from './plans';
import { simulatePayment } from './simulatedPayment';
import * as styles from './Subscription.css';

/** Premium plans and the simulated payment. */
export default function Subscription() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<Plan['id']>(DEFAULT_PLAN_ID);
  const plan = planById(planId);
  const payment = usePayment();
  const price = formatPrice(i18n.locale, plan.price);
  // An element, not a string: the name stays a text node of its own beside the words, so the
  // line is set exactly as before.
  const product = <>{PRODUCT_NAME}</>;

  const continueFree = () => {
    useSession.getState().continueWithFreeTrial();
    notify.success(t(CONTINUING_WITH_FREE_TRIAL));
    void navigate(paths.dashboard);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t`Choose Your Premium Plan`} backTo={paths.dashboard} sticky />
      <main className={styles.main}>
        <p className={styles.lead}>
          <Trans comment="{product} is the product's name">
            Meet more people across cultures with everything {product} has to offer.
          </Trans>
        </p>
        <ActivePlan />
        <div className={styles.layout}>
          {/* The plan being paid for stays chosen until the payment is through. */}
          <fieldset className={styles.plans} disabled={payment.processing}>
            <legend className={styles.sectionTitle}>
              <Trans>Plan</Trans>
            </legend>
            <div className={styles.planGrid}>
              {PLANS.map((option) => (
                <PlanCard
                  key={option.id}
                  group="plan"
                  value={option.id}
                  title={t(option.name)}
                  price={formatPrice(i18n.locale, option.price)}
                  per={t(PER_PERIOD[option.per])}
                  description={t(option.description)}
                  savings={
                    option.savings === undefined ? undefined : savingsText(i18n, option.savings)
                  }
                  features={option.features.map((feature) => t(feature))}
                  checked={option.id === planId}
                  onChange={() => setPlanId(option.id)}
                />
              ))}
            </div>
          </fieldset>
          <section className={styles.checkout} aria-labelledby="payment-title">
            <div className={styles.paymentPanel}>
              <h2 id="payment-title" className={styles.sectionTitle}>
                <Trans>Payment details</Trans>
              </h2>
              <p className={styles.secureNote}>
                <ShieldCheck size={20} className={styles.secureIcon} aria-hidden />
                <Trans>Secure payment: your card details are encrypted and never stored.</Trans>
              </p>
              <PaymentForm
                payLabel={t`Pay ${price}`}
                processing={payment.processing}
                onPay={() => payment.pay(plan)}
                onIncomplete={() => notify.error(t(PAYMENT_DETAILS_MISSING))}
              />
            </div>
            <div className={styles.freeTrial}>
              <p className={styles.freeTrialText}>
                <Trans>Not ready to pay yet?</Trans>
              </p>
              <Button variant="secondary" fullWidth onClick={continueFree}>
                <Trans>Continue with Free Trial</Trans>
              </Button>
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}

/**
 * The simulated payment: after its pause (2 s in the product) the plan is stored on the member
 * and they go to the dashboard. Leaving the screen mid-payment cancels it.
 */
function usePayment() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  const pay = (plan: Plan) => {
    if (processing) return;
    setProcessing(true);
    notify.info(t(PROCESSING_PAYMENT));
    cancel.current = simulatePayment(plan, (subscription) => {
      useSession.getState().subscribe(subscription);
      // The 'Processing payment...' notice has done its work; the welcome replaces it.
      notify.dismissAll();
      notify.success(t(PAYMENT_SUCCESSFUL));
      void navigate(paths.dashboard);
    });
  };

  return { processing, pay };
}
