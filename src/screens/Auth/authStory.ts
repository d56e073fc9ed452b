import { expect, userEvent, within } from 'storybook/test';
import { pngFile } from '../../mocks/data/photoFile';

/** Helpers shared by the auth screen's stories: sign in, and the signup wizard. */

export type Canvas = ReturnType<typeof within>;

/** The dashboard a sign-in lands on, with its posts and its discover stack in. */
export const dashboardLoaded = async (canvas: Canvas) => {
  await canvas.findByRole('list', { name: 'Posts' });
  await canvas.findByText(/waiting to meet you$/);
};

export const continueButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /^(Continue|Complete Profile)$/ });

export const photoInput = (canvas: Canvas) => canvas.getByLabelText('Add Photo');

/** The bio `walkTo` writes, which a failed signup must keep. */
export const BIO = 'Egyptian architect in Chicago who loves coffee, art and long walks.';

/**
 * Puts text in a field as a paste: one input event instead of one per key, for the fields a story
 * passes through on the way to the step it is about (typing itself is tested where it matters).
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills steps 1 to `until - 1` the way a member would, and lands on step `until`. */
export async function walkTo(canvas: Canvas, until: number, { american = false } = {}) {
  const steps: (() => Promise<void>)[] = [
    async () => {
      await fill(await canvas.findByLabelText('Email'), 'lina@example.com');
      await fill(canvas.getByLabelText('Password'), 'pollen123');
      await fill(canvas.getByLabelText('Confirm Password'), 'pollen123');
    },
    async () => {
      await fill(canvas.getByLabelText('First Name'), 'Lina');
      await fill(canvas.getByLabelText('Last Name'), 'Haddad');
      await userEvent.type(canvas.getByLabelText('Birthday'), '1995-04-02');
    },
    async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Everyone' }));
      await userEvent.click(
        canvas.getByRole('radio', { name: american ? 'American' : 'International' }),
      );
    },
    async () => {
      if (!american)
        await userEvent.selectOptions(canvas.getByLabelText('Nationality'), 'Egyptian');
      await fill(canvas.getByLabelText('Current Location'), 'Chicago, IL');
      await userEvent.click(canvas.getByRole('radio', { name: 'Both' }));
    },
    async () => {
      await userEvent.upload(photoInput(canvas), await pngFile());
      await canvas.findByText('Photo added successfully!');
    },
    async () => {
      for (const interest of ['Travel', 'Coffee', 'Art'])
        await userEvent.click(canvas.getByRole('checkbox', { name: interest }));
    },
    async () => {
      await fill(canvas.getByLabelText('Bio'), BIO);
    },
  ];
  for (let step = 1; step < until; step += 1) {
    await steps[step - 1]!();
    await userEvent.click(continueButton(canvas));
    await canvas.findByText(`Step ${step + 1} of 8`);
    // The new step's title has the focus as soon as the step is drawn (useStepHeading).
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  }
}
