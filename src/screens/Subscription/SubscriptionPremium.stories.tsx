import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import Subscription from './Subscription';
import { subscriptionLoaded } from './subscriptionStory';
import { modes } from '../../../.storybook/modes';

/** A member who has paid: their plan on /subscription, the Premium badge where they see it. */
const premiumMember = demoMember({
  isPremium: true,
  subscription: {
    plan: 'Yearly Premium',
    price: 400,
    startDate: '2026-06-15T12:00:00.000Z',
    endDate: '2027-06-15T12:00:00.000Z',
    status: 'active',
  },
});

const meta = {
  title: 'Screens/Subscription/Premium Member',
  component: Subscription,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/subscription',
    session: premiumMember,
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActivePlan: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    const plan = within(canvas.getByRole('region', { name: "You're a Premium member" }));
    await expect(plan.getByText(/plan is active until/)).toHaveTextContent(
      'Your Yearly Premium plan is active until June 15, 2027.',
    );
    // The plans stay on offer below it.
    await expect(canvas.getByRole('radio', { name: 'Yearly Premium' })).toBeChecked();
  },
};

export const BadgeOnDashboard: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Dashboard' });
    // The top bar (testing-library counts the posts' headers as banners too).
    const topBar = canvas.getByRole('link', { name: 'BeeGlobal dashboard' }).closest('header')!;
    await expect(within(topBar).getByText('Premium')).toBeVisible();
    await canvas.findByRole('list', { name: 'Posts' });
  },
};

export const BadgeOnOwnProfile: Story = {
  parameters: { route: '/profile' },
  play: async ({ canvas }) => {
    const hero = within(await canvas.findByRole('region', { name: 'Sam Rivera' }));
    await expect(hero.getByText('Premium')).toBeVisible();
    await canvas.findByRole('heading', { name: 'Posts & Activity' });
  },
};

/** The badge speaks of the stored user: another member's profile does not show it. */
export const NoBadgeOnAnotherProfile: Story = {
  parameters: { route: '/profile/u-0002' },
  play: async ({ canvas }) => {
    const hero = within(await canvas.findByRole('region', { name: 'Noah MacDonald' }));
    await expect(hero.queryByText('Premium')).toBeNull();
    await canvas.findByRole('heading', { name: 'Posts & Activity' });
  },
};
