import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A premium plan as the subscription screen offers it: fixed in the client, no server call. */
export type Plan = {
  id: 'monthly' | 'yearly';
  /** The plan's name as the screen shows it, in the interface's language. */
  name: MessageDescriptor;
  /**
   * The name a subscription to it keeps: the contract's English, stored on the
   * member whatever the interface's language.
   */
  storedName: string;
  /** In US dollars, for the whole period. */
  price: number;
  /** What the price is for, as read after it: '$40 per month' (see PER_PERIOD). */
  per: 'month' | 'year';
  /** How long a subscription to it lasts, in days. */
  periodDays: number;
  description: MessageDescriptor;
  features: MessageDescriptor[];
  /** What it saves, in US dollars: 'Save $80'. */
  savings?: number;
};

/** What a price is for, read after it: '$40 per month'. */
export const PER_PERIOD: Record<Plan['per'], MessageDescriptor> = {
  month: msg`per month`,
  year: msg`per year`,
};

const MONTHLY_FEATURES = [
  msg`Unlimited matches`,
  msg`AI conversation starters`,
  msg`Cultural events access`,
  msg`Premium messaging`,
  msg`Profile verification`,
  msg`Advanced filters`,
];

/** The two plans of the payment screen ($40 for 30 days, $400 for 365), monthly first. */
export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    name: msg`Monthly Premium`,
    storedName: 'Monthly Premium',
    price: 40,
    per: 'month',
    periodDays: 30,
    description: msg`Every premium feature, month to month.`,
    features: MONTHLY_FEATURES,
  },
  {
    id: 'yearly',
    name: msg`Yearly Premium`,
    storedName: 'Yearly Premium',
    price: 400,
    per: 'year',
    periodDays: 365,
    description: msg`A whole year of premium, for the price of ten months.`,
    features: [
      msg`All monthly features`,
      msg`Priority matching algorithm`,
      msg`Exclusive VIP events`,
      msg`Immigration resources`,
      msg`Cultural newsletter`,
      msg`Dedicated support`,
      msg`Monthly profile boost`,
      msg`Read receipts`,
    ],
    savings: 80,
  },
];

/** The plan chosen when the screen opens: yearly. */
export const DEFAULT_PLAN_ID: Plan['id'] = 'yearly';

export const planById = (id: Plan['id']): Plan => PLANS.find((plan) => plan.id === id)!;

/** The plan a stored subscription is to, from the name it keeps; undefined for one unknown here. */
export const planByStoredName = (storedName: string): Plan | undefined =>
  PLANS.find((plan) => plan.storedName === storedName);
