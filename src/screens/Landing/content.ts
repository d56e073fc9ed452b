import { Calendar, Globe, Handshake, Users, type LucideIcon } from 'lucide-react';

export const benefits: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Meet People',
    text: 'Swipe through bees from around the world and match with people who share your curiosity.',
    icon: Handshake,
  },
  {
    title: 'Join Groups',
    text: 'Find your hive: language exchanges, food lovers, travellers and newcomers to your city.',
    icon: Users,
  },
  {
    title: 'Attend Events',
    text: 'RSVP to festivals, dinners and meetups that celebrate cultures near you.',
    icon: Calendar,
  },
  {
    title: 'Cultural Exchange',
    text: 'Share your traditions, learn new ones, and see the world through someone else’s eyes.',
    icon: Globe,
  },
];

export const steps = [
  {
    title: 'Create Your Profile',
    text: 'Tell us where you come from, where you live and what you love to share.',
  },
  {
    title: 'Discover People',
    text: 'Smart matching suggests bees whose culture, interests and goals fit yours.',
  },
  {
    title: 'Connect & Celebrate',
    text: 'Chat with your matches, meet at cultural events and celebrate together.',
  },
];

export const figures = [
  { value: '15,000+', label: 'Connections' },
  { value: '80+', label: 'Countries' },
  { value: '500+', label: 'Monthly Events' },
];

export type LandingPlan = {
  name: string;
  price: string;
  period: string;
  savings?: string;
  popular?: boolean;
  intro?: string;
  features: string[];
};

const monthlyFeatures = [
  'Unlimited connections and matches',
  'Groups and events',
  'AI conversation helpers',
  'Photo and video sharing',
  'Cultural compatibility insights',
  'Event planning tools',
  'Community support',
  'Mobile app access',
];

/** The landing page's marketing reading of the plans (spec section 9), not the payment screen's. */
export const plans: LandingPlan[] = [
  { name: 'Monthly Bee', price: '$29', period: 'per month', features: monthlyFeatures },
  {
    name: 'Yearly Hive',
    price: '$290',
    period: 'per year',
    savings: 'Save $58 per year',
    popular: true,
    intro: 'Everything in Monthly Bee, plus:',
    features: [
      'Priority event access',
      'Exclusive cultural experiences',
      'Personal culture coach',
      'Advanced matching',
      'Video chat and calls',
      'Travel buddy connections',
      'VIP community access',
      'Newsletter and guides',
    ],
  },
];

export const footerColumns = [
  { title: 'Connect', links: ['Community', 'Events', 'Groups', 'Blog'] },
  { title: 'Support', links: ['Help Center', 'Safety Tips', 'Contact Us', 'FAQ'] },
  {
    title: 'Legal',
    links: ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Community Guidelines'],
  },
];
