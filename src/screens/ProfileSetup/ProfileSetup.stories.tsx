import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../mocks/data/photoFile';
import { demoMember } from '../../mocks/storySessions';
import { loadProfileSetup } from '../../state/profileSetup';
import { useSession } from '../../state/session';
import ProfileSetup from './ProfileSetup';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Profile setup',
  component: ProfileSetup,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/profile-setup',
    session: demoMember({ profileCompleted: false }),
  },
} satisfies Meta<typeof ProfileSetup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));
const complete = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));

/** Fills what `fill` names on each step the way a member would, and lands on step `until`. */
async function walkTo(
  canvas: Canvas,
  until: number,
  fill: { required?: boolean; photo?: boolean } = {},
) {
  await canvas.findByRole('heading', { name: 'Basic Information' });
  if (fill.required) await userEvent.type(canvas.getByLabelText('Last Name'), 'Rivera');
  for (let step = 1; step < until; step += 1) {
    if (step === 2 && fill.required)
      await userEvent.type(
        canvas.getByLabelText('Cultural Journey'),
        'Raised between Lisbon and Toronto, now learning Japanese in Austin.',
      );
    if (step === 3 && fill.photo) {
      await userEvent.upload(canvas.getByLabelText('Add Photo'), await pngFile());
      await canvas.findByText('Photo added successfully!');
    }
    await next(canvas);
    await canvas.findByText(`Step ${step + 1} of 4`);
  }
}

export const BasicInformation: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByText('CultureConnect')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByText('25%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The stored first name is filled in; the rest is the member's to give.
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Sam');
    await expect(canvas.getByLabelText('First Name')).toBeRequired();
    await expect(canvas.getByLabelText('Last Name')).toBeRequired();
    for (const label of ['Bio', 'Height (cm)', 'Education', 'Occupation'])
      await expect(canvas.getByLabelText(label)).toHaveValue(label === 'Height (cm)' ? null : '');
  },
};

export const CulturalJourneyAndInterests: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 2);
    const title = canvas.getByRole('heading', { name: 'Cultural Journey and Interests' });
    await expect(title).toBeVisible();
    // The new step's title has the focus, so keyboard and screen-reader users start at its top.
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByLabelText('Cultural Journey')).toBeRequired();
    const languages = within(canvas.getByRole('group', { name: 'Languages you speak' }));
    await expect(languages.getAllByRole('checkbox')).toHaveLength(15);
    const interests = within(canvas.getByRole('group', { name: 'Interests' }));
    await expect(interests.getAllByRole('checkbox')).toHaveLength(20);
    await userEvent.click(languages.getByRole('checkbox', { name: 'Portuguese' }));
    await userEvent.click(interests.getByRole('checkbox', { name: 'Festivals' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    // Previous and Next keep what was chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await next(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Portuguese' })).toBeChecked();
  },
};

export const ProfilePhotos: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 3);
    await expect(canvas.getByRole('heading', { name: 'Profile Photos' })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Add Photo'), await pngFile('first.png'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Photo added successfully!');
    await userEvent.upload(
      canvas.getByLabelText('Add Photo'),
      await pngFile('second.png', '#34568b'),
    );
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    // Only the first photo is labelled the main photo.
    await expect(canvas.getAllByText('Main Photo')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Main photo' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview 2' })).toBeVisible();
  },
};

export const ProfilePhotoNotAnImage: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 3);
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        canvas.getByLabelText('Add Photo'),
        new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an image file');
  },
};

export const Preferences: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4);
    await expect(canvas.getByRole('heading', { name: 'Preferences' })).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    // The older flow's defaults.
    await expect(
      canvas.getByRole('checkbox', { name: 'Interested in cultural events' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Interested in immigration news' }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Interested in cultural trivia' }),
    ).toBeChecked();
    await expect(canvas.getByLabelText('Minimum Age')).toHaveValue(25);
    await expect(canvas.getByLabelText('Maximum Age')).toHaveValue(45);
    await expect(canvas.getByLabelText('Maximum Distance (miles)')).toHaveValue(50);
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const PreferencesKeptInRange: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4);
    const set = async (label: string, value: string) => {
      await userEvent.clear(canvas.getByLabelText(label));
      await userEvent.type(canvas.getByLabelText(label), value);
      await userEvent.tab();
    };
    await expect(canvas.getByLabelText('Minimum Age')).toHaveAttribute('min', '18');
    await expect(canvas.getByLabelText('Maximum Age')).toHaveAttribute('max', '100');
    await set('Minimum Age', '16');
    await expect(canvas.getByLabelText('Minimum Age')).toHaveValue(18);
    await set('Maximum Age', '120');
    await expect(canvas.getByLabelText('Maximum Age')).toHaveValue(100);
    await set('Maximum Distance (miles)', '0');
    await expect(canvas.getByLabelText('Maximum Distance (miles)')).toHaveValue(1);
    await set('Maximum Distance (miles)', '900');
    await expect(canvas.getByLabelText('Maximum Distance (miles)')).toHaveValue(500);
  },
};

export const RequiredFieldsMissing: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await walkTo(canvas, 4, { photo: true });
    await complete(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    await expect(canvas.getByRole('heading', { name: 'Preferences' })).toBeVisible();
    // The member is offered the step to fix, where the empty required field is marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Basic Information' }));
    await expect(canvas.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    await expect(loadProfileSetup()).toBeNull();
  },
};

export const PhotoMissing: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4, { required: true });
    await complete(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please upload at least one photo',
    );
    await expect(canvas.getByRole('button', { name: 'Go to Profile Photos' })).toBeVisible();
    await expect(loadProfileSetup()).toBeNull();
  },
};

export const Completed: Story = {
  play: async ({ canvas }) => {
    await walkTo(canvas, 4, { required: true, photo: true });
    await complete(canvas);
    await expect(await findToast('Profile setup completed!')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Choose Your Premium Plan' }),
    ).toBeVisible();
    const saved = loadProfileSetup();
    await expect(saved).toMatchObject({
      firstName: 'Sam',
      lastName: 'Rivera',
      profileCompleted: true,
      preferences: { minAge: 25, maxAge: 45, maxDistance: 50 },
    });
    await expect(saved?.photos).toHaveLength(1);
    await expect(useSession.getState().user?.profileCompleted).toBe(true);
  },
};
