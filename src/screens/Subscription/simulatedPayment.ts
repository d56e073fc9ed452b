import type { Subscription } from '../../contract/browserStorage';
import { now } from '../../state/clock';
import { after } from '../../state/timing';
import { subscriptionFor } from './payment';
import type { Plan } from './plans';

/**
 * The payment makes no server call (the contract has none): after the product's payment pause the plan
 * is paid, starting at that moment. Returns the function that cancels a payment still pending.
 */
export const simulatePayment = (plan: Plan, onPaid: (subscription: Subscription) => void) =>
  after('paymentMs', () => onPaid(subscriptionFor(plan, now())));
