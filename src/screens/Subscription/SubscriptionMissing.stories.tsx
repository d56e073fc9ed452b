import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { useSession } from '../../state/session';
import { PAYMENT_DETAILS_MISSING, type RequiredPaymentField } from './payment';
import Subscription from './Subscription';
import {
  expectFilledKept,
  FIELD_LABELS,
  fillPayment,
  payButton,
  subscriptionLoaded,
} from './subscriptionStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** One story per required payment field left empty. */
const meta = {
  title: 'Screens/Subscription/Missing Details',
  component: Subscription,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/subscription',
    session: demoMember(),
  },
} satisfies Meta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words under each field left empty. */
const ERRORS: Record<RequiredPaymentField, string> = {
  cardNumber: 'Enter your card number',
  expiryDate: 'Enter the expiry date',
  cvv: 'Enter the CVV',
  nameOnCard: 'Enter the name on the card',
};

/**
 * Every other field filled in, Pay pressed: the error toast, the empty field marked and focused,
 * nothing typed lost, nothing paid.
 */
const leftEmpty = (field: RequiredPaymentField): Story => ({
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await fillPayment(canvas, field);
    await userEvent.click(payButton(canvas, '$400'));
    await expect(await findToast(PAYMENT_DETAILS_MISSING.message!)).toBeVisible();
    const empty = canvas.getByLabelText(FIELD_LABELS[field]);
    await expect(empty).toHaveAttribute('aria-invalid', 'true');
    await expect(empty).toHaveAccessibleDescription(expect.stringContaining(ERRORS[field]));
    await expect(empty).toHaveFocus();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expectFilledKept(canvas, field);
    await expect(canvas.getByRole('button', { name: 'Pay $400' })).not.toHaveAttribute('aria-busy');
    await expect(useSession.getState().user?.subscription).toBeUndefined();
  },
});

export const MissingCardNumber = leftEmpty('cardNumber');
export const MissingExpiryDate = leftEmpty('expiryDate');
export const MissingCvv = leftEmpty('cvv');
export const MissingNameOnCard = leftEmpty('nameOnCard');

/** Nothing filled in: every required field is marked, the first takes focus; filling one clears its mark. */
export const NothingFilledIn: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await subscriptionLoaded(canvas);
    await userEvent.click(payButton(canvas, '$400'));
    await expect(await findToast(PAYMENT_DETAILS_MISSING.message!)).toBeVisible();
    for (const label of Object.values(FIELD_LABELS))
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    await expect(canvas.getByLabelText('Billing address (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    await userEvent.paste('4242424242424242');
    await expect(canvas.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(ERRORS.cardNumber)).toBeNull();
  },
};
