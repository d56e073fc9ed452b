import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import { SESSION_STORAGE_KEY, useSession } from '../../state/session';
import { PAYMENT_SUCCESSFUL, PROCESSING_PAYMENT } from './payment';
import Subscription from './Subscription';
import { fillPayment, payButton, subscriptionLoaded } from './subscriptionStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** The simulated payment: its pause, then the plan stored on the member. */
const meta = {
  title: 'Screens/Subscription/Payment',
  component: Subscription,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/subscription',
    session: demoMember(),
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pause never ends here, so the busy button and the notice stay for the picture. */
export const Processing: Story = {
  parameters: { chromatic: { modes: modes.dark }, timing: { paymentMs: Infinity } },
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await fillPayment(canvas);
    const pay = payButton(canvas, '$400');
    await userEvent.click(pay);
    await expect(await findToast(PROCESSING_PAYMENT.message!)).toBeVisible();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    // A second press pays nothing twice, and nothing is stored before the pause ends.
    await userEvent.click(pay);
    await expect(screen.getAllByText(PROCESSING_PAYMENT.message!)).toHaveLength(1);
    await expect(useSession.getState().user?.subscription).toBeUndefined();
    // The plan being paid for cannot change under the member's hands.
    await expect(canvas.getByRole('radio', { name: 'Monthly Premium' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Choose Your Premium Plan' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly Premium' }));
    await fillPayment(canvas);
    await userEvent.click(payButton(canvas, '$40'));
    await expect(await findToast(i18n._(PAYMENT_SUCCESSFUL))).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Started at the story's clock (2026-06-15T12:00Z); 30 days for the monthly plan.
    const subscription = {
      plan: 'Monthly Premium',
      price: 40,
      startDate: '2026-06-15T12:00:00.000Z',
      endDate: '2026-07-15T12:00:00.000Z',
      status: 'active',
    };
    await expect(useSession.getState().user).toMatchObject({ isPremium: true, subscription });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.user).toMatchObject({
        isPremium: true,
        subscription,
      }),
    );
    // Dismissed toasts leave after their exit transition.
    await waitFor(() => expect(screen.queryByText(PROCESSING_PAYMENT.message!)).toBeNull());
    // The dashboard's top bar (testing-library counts the posts' headers as banners too).
    const topBar = canvas.getByRole('link', { name: 'BeeGlobal dashboard' }).closest('header');
    await expect(topBar).toHaveTextContent('Premium');
    await canvas.findByRole('list', { name: 'Posts' });
  },
};
