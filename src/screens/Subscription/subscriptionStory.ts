import { expect, userEvent, within } from 'storybook/test';
import type { RequiredPaymentField } from './payment';

/** Helpers shared by the subscription screen's stories. */

type Canvas = ReturnType<typeof within>;

export const FIELD_LABELS: Record<RequiredPaymentField, string> = {
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  cvv: 'CVV',
  nameOnCard: 'Name on card',
};

/** What a member fills in, as the fields show it. */
export const CARD: Record<RequiredPaymentField, string> = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/28',
  cvv: '123',
  nameOnCard: 'Sam Rivera',
};

/** The lazy screen is in: its title and both plans. */
export async function subscriptionLoaded(canvas: Canvas) {
  await canvas.findByRole('heading', { name: 'Choose Your Premium Plan', level: 1 });
  await canvas.findByRole('radio', { name: 'Yearly Premium' });
}

/**
 * Fills the required fields but `except` by pasting (typing is the subject of other stories),
 * and a billing address.
 */
export async function fillPayment(canvas: Canvas, except?: RequiredPaymentField) {
  for (const field of Object.keys(CARD) as RequiredPaymentField[]) {
    if (field === except) continue;
    await userEvent.click(canvas.getByLabelText(FIELD_LABELS[field]));
    await userEvent.paste(CARD[field]);
  }
  await userEvent.click(canvas.getByLabelText('Billing address (optional)'));
  await userEvent.paste('1500 Market St, Philadelphia, PA 19102');
}

/** Everything pasted by `fillPayment` but `except` is still there. */
export async function expectFilledKept(canvas: Canvas, except: RequiredPaymentField) {
  for (const field of Object.keys(CARD) as RequiredPaymentField[]) {
    if (field === except) continue;
    await expect(canvas.getByLabelText(FIELD_LABELS[field])).toHaveValue(CARD[field]);
  }
  await expect(canvas.getByLabelText('Billing address (optional)')).toHaveValue(
    '1500 Market St, Philadelphia, PA 19102',
  );
}

export const payButton = (canvas: Canvas, price: string) =>
  canvas.getByRole('button', { name: `Pay ${price}` });

/** What a pointer pressed at the middle of `element` actually hits (a card's label covers it). */
export const underPointer = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) as HTMLElement;
};
