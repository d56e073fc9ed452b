import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Calendar from 'lucide-react/icons/calendar';
import Globe from 'lucide-react/icons/globe';
import Handshake from 'lucide-react/icons/handshake';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';

type Message = MessageDescriptor;

export const benefits: { title: Message; text: Message; icon: LucideIcon }[] = [
  {
    title: msg`Meet People`,
    text: msg`Swipe through bees from around the world and match with people who share your curiosity.`,
    icon: Handshake,
  },
  {
    title: msg`Join Groups`,
    text: msg`Find your hive: language exchanges, food lovers, travellers and newcomers to your city.`,
    icon: Users,
  },
  {
    title: msg`Attend Events`,
    text: msg`RSVP to festivals, dinners and meetups that celebrate cultures near you.`,
    icon: Calendar,
  },
  {
    title: msg`Cultural Exchange`,
    text: msg`Share your traditions, learn new ones, and see the world through someone else’s eyes.`,
    icon: Globe,
  },
];

export const steps = [
  {
    title: msg`Create Your Profile`,
    text: msg`Tell us where you come from, where you live and what you love to share.`,
  },
  {
    title: msg`Discover People`,
    text: msg`Smart matching suggests bees whose culture, interests and goals fit yours.`,
  },
  {
    title: msg`Connect & Celebrate`,
    text: msg`Chat with your matches, meet at cultural events and celebrate together.`,
  },
];

export const figures = [
  { atLeast: 15000, label: msg`Connections` },
  { atLeast: 80, label: msg`Countries` },
  { atLeast: 500, label: msg`Monthly Events` },
];

export type LandingPlan = {
  name: Message;
  /** In US dollars. */
  price: number;
  period: Message;
  /** What a year saves, in US dollars. */
  saves?: number;
  popular?: boolean;
  /** The plan this one holds all of, named above its own features. */
  includes?: Message;
  features: Message[];
};

const monthly = msg`Monthly Bee`;

const monthlyFeatures = [
  msg`Unlimited connections and matches`,
  msg`Groups and events`,
  msg`AI conversation helpers`,
  msg`Photo and video sharing`,
  msg`Cultural compatibility insights`,
  msg`Event planning tools`,
  msg`Community support`,
  msg`Mobile app access`,
];

/** The landing page's marketing reading of the plans, not the payment screen's. */
export const plans: LandingPlan[] = [
  { name: monthly, price: 29, period: msg`per month`, features: monthlyFeatures },
  {
    name: msg`Yearly Hive`,
    price: 290,
    period: msg`per year`,
    saves: 58,
    popular: true,
    includes: monthly,
    features: [
      msg`Priority event access`,
      msg`Exclusive cultural experiences`,
      msg`Personal culture coach`,
      msg`Advanced matching`,
      msg`Video chat and calls`,
      msg`Travel buddy connections`,
      msg`VIP community access`,
      msg`Newsletter and guides`,
    ],
  },
];

export const footerColumns = [
  { title: msg`Connect`, links: [msg`Community`, msg`Events`, msg`Groups`, msg`Blog`] },
  { title: msg`Support`, links: [msg`Help Center`, msg`Safety Tips`, msg`Contact Us`, msg`FAQ`] },
  {
    title: msg`Legal`,
    links: [
      msg`Privacy Policy`,
      msg`Terms of Service`,
      msg`Cookie Policy`,
      msg`Community Guidelines`,
    ],
  },
];
