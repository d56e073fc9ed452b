import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { pngFile } from '../../mocks/data/photoFile';
import { scenarios } from '../../mocks/storyScenarios';
import { keepNewestPosts } from '../../mocks/storyData';
import Auth from './Auth';
import { BIO, continueButton, dashboardLoaded, photoInput, walkTo, type Canvas } from './authStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** The signup wizard: each step empty and filled, its photo and bio rules, and the submission. */
const meta = {
  title: 'Screens/Auth/Signup',
  component: Auth,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/auth?mode=signup',
    // Signup ends on the dashboard: a short feed keeps that picture to one screen.
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Auth>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepStory = (step: number, state: 'empty' | 'valid'): Story => ({
  play: async ({ canvas }) => {
    await walkTo(canvas, state === 'valid' ? step + 1 : step);
    if (state === 'valid') {
      // Go back to the filled step: everything typed is still there and Continue is enabled.
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    }
    await expect(await canvas.findByText(`Step ${step} of 8`)).toBeVisible();
    await expect(canvas.getByText(`${Math.round((step / 8) * 100)}%`)).toBeVisible();
    await expect(continueButton(canvas))[state === 'valid' ? 'toBeEnabled' : 'toBeDisabled']();
  },
});

// The wizard's main state, in every language's baselines too.
export const Step1Empty: Story = {
  ...stepStory(1, 'empty'),
  parameters: { chromatic: { modes: modes.languages } },
};
export const Step1Valid = stepStory(1, 'valid');
export const Step2Empty = stepStory(2, 'empty');
export const Step2Valid = stepStory(2, 'valid');
export const Step3Empty = stepStory(3, 'empty');
export const Step3Valid = stepStory(3, 'valid');
export const Step4Empty = stepStory(4, 'empty');
export const Step4Valid = stepStory(4, 'valid');
export const Step5Empty = stepStory(5, 'empty');
export const Step5Valid = stepStory(5, 'valid');
export const Step6Empty = stepStory(6, 'empty');
export const Step6Valid = stepStory(6, 'valid');
export const Step7Empty = stepStory(7, 'empty');
export const Step7Valid = stepStory(7, 'valid');

export const Step4American: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4, { american: true });
    await expect(canvas.queryByLabelText('Nationality')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Current Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('radio', { name: 'Relationship' }));
    await expect(continueButton(canvas)).toBeEnabled();
  },
};

export const Step4International: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4);
    await userEvent.type(canvas.getByLabelText('Current Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('radio', { name: 'Relationship' }));
    await expect(continueButton(canvas)).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Nationality'), 'Japanese');
    await expect(continueButton(canvas)).toBeEnabled();
  },
};

const photoError = (file: () => Promise<File> | File, message: string): Story => ({
  play: async ({ canvas }) => {
    await walkTo(canvas, 5);
    // applyAccept off: the member may pick any file in the dialog; the rule must catch it.
    await userEvent.setup({ applyAccept: false }).upload(photoInput(canvas), await file());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(continueButton(canvas)).toBeDisabled();
  },
});

export const PhotoNotAnImage = photoError(
  () => new File(['hello'], 'notes.txt', { type: 'text/plain' }),
  'Please select an image file',
);
export const PhotoTooLarge = photoError(
  () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
  'Image size should be less than 5MB',
);
export const PhotoUnreadable = photoError(
  () => new File(['not really a png'], 'broken.png', { type: 'image/png' }),
  'Failed to read image file',
);

export const PhotoAdded: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 5);
    await userEvent.upload(photoInput(canvas), await pngFile());
    await expect(await canvas.findByRole('status')).toHaveTextContent('Photo added successfully!');
    await expect(canvas.getByRole('img', { name: 'Preview 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await expect(canvas.queryByRole('img', { name: 'Preview 1' })).toBeNull();
    await expect(continueButton(canvas)).toBeDisabled();
  },
};

export const SixPhotos: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 5);
    for (let count = 1; count <= 6; count += 1) {
      await userEvent.upload(photoInput(canvas), await pngFile(`me-${count}.png`));
      await canvas.findByRole('img', { name: `Preview ${count}` });
    }
    await expect(canvas.queryByLabelText('Add Photo')).toBeNull();
    await expect(canvas.getByText(/6 \/ 6 photos/)).toBeVisible();
  },
};

export const BioBelowMinimum: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await walkTo(canvas, 7);
    await userEvent.type(canvas.getByLabelText('Bio'), 'x'.repeat(49));
    await expect(canvas.getByText('49 / 50 minimum')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
  },
};

export const BioAtMinimum: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 7);
    await userEvent.type(canvas.getByLabelText('Bio'), 'x'.repeat(50));
    await expect(canvas.getByText('50 / 50 minimum')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
  },
};

const submitStory = (
  expectation: (canvas: Canvas) => Promise<void>,
  handlers?: Record<string, (RequestHandler | WebSocketHandler)[]>,
): Story => ({
  ...(handlers ? { parameters: { msw: { handlers } } } : {}),
  play: async ({ canvas }) => {
    await walkTo(canvas, 8);
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectation(canvas);
  },
});

const staysOnStep8 = (message: string) => async (canvas: Canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByText('Step 8 of 8')).toBeVisible();
  // Nothing typed is lost: back to the bio, it is all there; then forward and try again.
  await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
  await expect(canvas.getByLabelText('Bio')).toHaveValue(BIO);
  await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));
  // Step 8's title takes the focus as the step is drawn.
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
};

export const Step8Succeeds = submitStory(async (canvas) => {
  await expect(
    await findToast("Your profile is ready! Let's find your cultural match!"),
  ).toBeVisible();
  await expect(screen.getByText('Welcome to BeeGlobal, Lina!')).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible());
  await dashboardLoaded(canvas);
});

export const Step8ErrorsList = submitStory(staysOnStep8('email: Invalid email, bio: Too short'), {
  auth: [
    http.post(/\/api\/auth\/signup$/, () =>
      HttpResponse.json(
        {
          errors: [
            { path: 'email', msg: 'Invalid email' },
            { param: 'bio', msg: 'Too short' },
          ],
        },
        { status: 400 },
      ),
    ),
  ],
});

export const Step8ErrorString = submitStory(
  staysOnStep8('An account with this email already exists'),
  {
    auth: [
      http.post(/\/api\/auth\/signup$/, () =>
        HttpResponse.json({ error: 'An account with this email already exists' }, { status: 400 }),
      ),
    ],
  },
);

export const Step8NetworkFailure = submitStory(
  staysOnStep8('Connection error. Please make sure the backend is running.'),
  {
    auth: scenarios.offline('auth'),
  },
);
