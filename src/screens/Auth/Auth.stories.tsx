import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../mocks/data/photoFile';
import { scenarios } from '../../mocks/scenarios';
import { keepNewestPosts } from '../../mocks/storyData';
import Auth from './Auth';

const meta = {
  title: 'Screens/Auth',
  component: Auth,
  tags: ['screen'],
  parameters: {
    layout: 'fullscreen',
    route: '/auth',
    // Sign in and signup end on the dashboard: a short feed keeps that picture to one screen.
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Auth>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The dashboard a sign-in lands on, with its posts and its discover stack in. */
const dashboardLoaded = async (canvas: Canvas) => {
  await canvas.findByRole('list', { name: 'Posts' });
  await canvas.findByText(/waiting to meet you$/);
};

// Login ------------------------------------------------------------------------------------------

const fillLogin = async (canvas: Canvas, password = 'honeybee123') => {
  await userEvent.type(await canvas.findByLabelText('Email'), 'demo@beeglobal.app');
  await userEvent.type(canvas.getByLabelText('Password'), password);
};

export const LoginEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    // Sign In with nothing typed sends nothing: the browser stops at the first empty field.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText('Email')).toBeInvalid();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The browser's own bubble comes and goes on its timer; leave the field so the picture holds still.
    canvas.getByLabelText('Email').blur();
  },
};

export const LoginFilled: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveValue('honeybee123');
  },
};

export const LoginSucceeds: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Welcome back to BeeGlobal!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await dashboardLoaded(canvas);
  },
};

export const LoginWrongPassword: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas, 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('Email')).toHaveValue('demo@beeglobal.app');
  },
};

export const LoginConnectionError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.offline('auth') } } },
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Connection error. Please make sure the backend is running.',
    );
  },
};

export const LoginSubmitting: Story = {
  parameters: { msw: { handlers: { auth: scenarios.loading('auth') } } },
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const button = await canvas.findByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

// Signup -----------------------------------------------------------------------------------------

const signup = { parameters: { route: '/auth?mode=signup' } };

const continueButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /^(Continue|Complete Profile)$/ });

const photoInput = (canvas: Canvas) => canvas.getByLabelText('Add Photo');

/**
 * Puts text in a field as a paste: one input event instead of one per key, for the fields a story
 * passes through on the way to the step it is about (typing itself is tested where it matters).
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills steps 1 to `until - 1` the way a member would, and lands on step `until`. */
async function walkTo(canvas: Canvas, until: number, { american = false } = {}) {
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
      await fill(
        canvas.getByLabelText('Bio'),
        'Egyptian architect in Chicago who loves coffee, art and long walks.',
      );
    },
  ];
  for (let step = 1; step < until; step += 1) {
    await steps[step - 1]!();
    await userEvent.click(continueButton(canvas));
    await canvas.findByText(`Step ${step + 1} of 8`);
  }
}

const stepStory = (step: number, state: 'empty' | 'valid'): Story => ({
  ...signup,
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

export const Step1Empty = stepStory(1, 'empty');
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
  ...signup,
  play: async ({ canvas }) => {
    await walkTo(canvas, 4, { american: true });
    await expect(canvas.queryByLabelText('Nationality')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Current Location'), 'Austin, TX');
    await userEvent.click(canvas.getByRole('radio', { name: 'Relationship' }));
    await expect(continueButton(canvas)).toBeEnabled();
  },
};

export const Step4International: Story = {
  ...signup,
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
  ...signup,
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
  ...signup,
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
  ...signup,
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
  ...signup,
  play: async ({ canvas }) => {
    await walkTo(canvas, 7);
    await userEvent.type(canvas.getByLabelText('Bio'), 'x'.repeat(49));
    await expect(canvas.getByText('49 / 50 minimum')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
  },
};

export const BioAtMinimum: Story = {
  ...signup,
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
  parameters: { route: '/auth?mode=signup', ...(handlers ? { msw: { handlers } } : {}) },
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
  await expect(canvas.getByLabelText('Bio')).toHaveValue(
    'Egyptian architect in Chicago who loves coffee, art and long walks.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
};

export const Step8Succeeds = submitStory(async (canvas) => {
  await expect(
    await screen.findByText("Your profile is ready! Let's find your cultural match!"),
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

export const SwitchModes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Step 1 of 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
};
