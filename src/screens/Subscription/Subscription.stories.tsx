import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import { useSession } from '../../state/session';
import Subscription from './Subscription';
import { payButton, subscriptionLoaded, underPointer } from './subscriptionStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Subscription',
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

export const YearlyByDefault: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas, step }) => {
    await subscriptionLoaded(canvas);
    await step('the two plans, yearly chosen', async () => {
      const yearly = canvas.getByRole('radio', { name: 'Yearly Premium' });
      const monthly = canvas.getByRole('radio', { name: 'Monthly Premium' });
      await expect(yearly).toBeChecked();
      await expect(monthly).not.toBeChecked();
      await expect(yearly).toHaveAccessibleDescription('$400 per year, Save $80');
      await expect(monthly).toHaveAccessibleDescription('$40 per month');
      await expect(canvas.getByRole('group', { name: 'Plan' })).toBeVisible();
    });
    await step('their features', async () => {
      const features = (plan: string) =>
        Array.from(
          canvas.getByRole('list', { name: `${plan} features` }).querySelectorAll('li'),
          (item) => item.textContent,
        );
      await expect(features('Monthly Premium')).toEqual([
        'Unlimited matches',
        'AI conversation starters',
        'Cultural events access',
        'Premium messaging',
        'Profile verification',
        'Advanced filters',
      ]);
      await expect(features('Yearly Premium')).toEqual([
        'All monthly features',
        'Priority matching algorithm',
        'Exclusive VIP events',
        'Immigration resources',
        'Cultural newsletter',
        'Dedicated support',
        'Monthly profile boost',
        'Read receipts',
      ]);
    });
    await step('the payment form', async () => {
      await expect(canvas.getByText(/^Secure payment/)).toBeVisible();
      const cardNumber = canvas.getByLabelText('Card number');
      await expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
      await expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
      await expect(cardNumber).toHaveAttribute('maxlength', '19');
      await expect(canvas.getByLabelText('Expiry date')).toHaveAttribute('maxlength', '5');
      await expect(canvas.getByLabelText('Expiry date')).toHaveAccessibleDescription('MM/YY');
      await expect(canvas.getByLabelText('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
      await expect(canvas.getByLabelText('CVV')).toHaveAttribute('maxlength', '4');
      await expect(canvas.getByLabelText('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
      await expect(canvas.getByLabelText('Name on card')).toHaveAttribute(
        'autocomplete',
        'cc-name',
      );
      await expect(canvas.getByLabelText('Billing address (optional)')).toHaveAttribute(
        'autocomplete',
        'street-address',
      );
      await expect(payButton(canvas, '$400')).toHaveAttribute('type', 'submit');
      await expect(canvas.getByRole('button', { name: 'Continue with Free Trial' })).toBeVisible();
    });
  },
};

export const MonthlyChosen: Story = {
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    // A click anywhere on the card chooses its plan.
    await userEvent.click(underPointer(canvas.getByText('Profile verification')));
    await expect(canvas.getByRole('radio', { name: 'Monthly Premium' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Yearly Premium' })).not.toBeChecked();
    await expect(payButton(canvas, '$40')).toBeVisible();
  },
};

export const MonthlyChosenByKeyboard: Story = {
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    const yearly = canvas.getByRole('radio', { name: 'Yearly Premium' });
    const monthly = canvas.getByRole('radio', { name: 'Monthly Premium' });
    // Tabbing into the group lands on the chosen plan; an arrow key moves the choice.
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.tab();
    await expect(yearly).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(monthly).toHaveFocus();
    await expect(monthly).toBeChecked();
    await expect(payButton(canvas, '$40')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(yearly).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(monthly).toBeChecked();
  },
};

export const CardAndExpiryFormatting: Story = {
  play: async ({ canvas, step }) => {
    await subscriptionLoaded(canvas);
    const cardNumber = canvas.getByLabelText('Card number');
    const expiry = canvas.getByLabelText('Expiry date');
    await step('the card number in groups of four, 16 digits at most', async () => {
      await userEvent.type(cardNumber, '42424242');
      await expect(cardNumber).toHaveValue('4242 4242');
      await userEvent.type(cardNumber, '4242424299');
      await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    });
    await step('the expiry gets its slash, and Backspace goes back over it', async () => {
      await userEvent.type(expiry, '12');
      await expect(expiry).toHaveValue('12/');
      await userEvent.type(expiry, '289');
      await expect(expiry).toHaveValue('12/28');
      await userEvent.type(expiry, '{Backspace}{Backspace}{Backspace}');
      await expect(expiry).toHaveValue('12');
      await userEvent.type(expiry, '{Backspace}0');
      await expect(expiry).toHaveValue('10/');
      await userEvent.type(expiry, '29');
      await expect(expiry).toHaveValue('10/29');
    });
    await step('the CVV keeps four digits', async () => {
      await userEvent.type(canvas.getByLabelText('CVV'), '12a345');
      await expect(canvas.getByLabelText('CVV')).toHaveValue('1234');
    });
  },
};

export const FreeTrial: Story = {
  parameters: { session: demoMember({ isPremium: true }) },
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Free Trial' }));
    await expect(await findToast('Continuing with free trial')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(useSession.getState().user?.isPremium).toBe(false);
    await expect(useSession.getState().user?.subscription).toBeUndefined();
    await canvas.findByRole('list', { name: 'Posts' });
  },
};

export const BackToDashboard: Story = {
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('radio')).toBeNull());
    await canvas.findByRole('list', { name: 'Posts' });
  },
};
