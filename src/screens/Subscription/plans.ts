/** A premium plan as the subscription screen offers it (spec section 3: fixed in the client). */
export type Plan = {
  id: 'monthly' | 'yearly';
  name: string;
  /** In US dollars, for the whole period. */
  price: number;
  /** What the price is for, as read after it: '$40 per month'. */
  per: 'month' | 'year';
  /** How long a subscription to it lasts, in days. */
  periodDays: number;
  description: string;
  features: string[];
  savings?: string;
};

const MONTHLY_FEATURES = [
  'Unlimited matches',
  'AI conversation starters',
  'Cultural events access',
  'Premium messaging',
  'Profile verification',
  'Advanced filters',
];

/** The two plans of the payment screen (spec section 9), monthly first. */
export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    name: 'Monthly Premium',
    price: 40,
    per: 'month',
    periodDays: 30,
    description: 'Every premium feature, month to month.',
    features: MONTHLY_FEATURES,
  },
  {
    id: 'yearly',
    name: 'Yearly Premium',
    price: 400,
    per: 'year',
    periodDays: 365,
    description: 'A whole year of premium, for the price of ten months.',
    features: [
      'All monthly features',
      'Priority matching algorithm',
      'Exclusive VIP events',
      'Immigration resources',
      'Cultural newsletter',
      'Dedicated support',
      'Monthly profile boost',
      'Read receipts',
    ],
    savings: 'Save $80',
  },
];

/** The plan chosen when the screen opens (spec section 4: yearly). */
export const DEFAULT_PLAN_ID: Plan['id'] = 'yearly';

export const planById = (id: Plan['id']): Plan => PLANS.find((plan) => plan.id === id)!;
