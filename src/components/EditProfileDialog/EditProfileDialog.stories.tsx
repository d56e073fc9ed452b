import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { discoverProfiles } from '../../mocks/fixtures';
import { EditProfileDialog } from './EditProfileDialog';
import { draftOf } from './profileDraft';

const [person] = discoverProfiles();
const profile = draftOf({ ...person!, location: 'Austin, TX' });

const meta = {
  title: 'Components/Overlays/EditProfileDialog',
  tags: ['autodocs', 'stable'],
  component: EditProfileDialog,
  args: { open: true, onOpenChange: fn(), profile, onSave: fn(async () => undefined) },
  parameters: {
    guidance: {
      use: "Let members change their own profile (photos, bio, cultural journey, location, interests and languages) from the Profile screen. It starts from the saved profile, checks the signup's rules on Save and sends only what changed.",
      avoid:
        'To share something new with the hive rather than change the profile, use **CreatePostDialog**. For any other short modal task, use **Dialog**.',
      do: {
        caption:
          "When saving fails, reject from `onSave` and say why in a toast ('Failed to save. Please try again.'): the dialog stays open with every edit in place.",
      },
      dont: {
        caption:
          "Don't disable Save Changes until the form is valid: Save is what shows the problems, says how many there are and takes the member to the first one.",
      },
      access: [
        '- `role="dialog"` named "Edit Profile" and described "What other bees see when they open your profile."; focus starts in Bio and stays inside; Escape, Close and Cancel close it and drop unsaved edits; focus then returns to the opener.',
        '- Every text field has a visible label; Interests and Languages are groups of checkboxes named by their legend, with a "n selected" hint in a polite live region.',
        '- On Save with problems, an alert says how many things need fixing and focus moves to the first one; text fields get `aria-invalid` and their error as their description.',
        '- Photos: each preview is an image ("Main photo", "Preview 2"…) with a "Remove photo n" button; Add Photo is a file input, and its success or error message is announced.',
        '- While saving, the button reads "Saving..." and is `aria-busy`, still focusable.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Edit Profile' }));

export const Open: Story = {
  play: async () => {
    await expect(dialog().getByLabelText('Bio')).toHaveValue(profile.bio);
    await expect(dialog().getByText(`${profile.bio.length} / 50 minimum`)).toBeVisible();
    await expect(dialog().getByRole('img', { name: 'Main photo' })).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const SavesOnlyWhatChanged: Story = {
  play: async ({ args }) => {
    const location = dialog().getByLabelText('Current Location');
    await userEvent.clear(location);
    await userEvent.type(location, 'Denver, CO');
    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ location: 'Denver, CO' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const NothingChangedJustCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const BioTooShort: Story = {
  play: async ({ args }) => {
    const bio = dialog().getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Hello bees!');
    await expect(dialog().getByText('11 / 50 minimum')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(dialog().getByText('One thing needs fixing before you save.')).toBeVisible();
    await expect(bio).toHaveFocus();
    await expect(bio).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Fixed, the error goes as the member types.
    await userEvent.type(bio, ' I bake bread, sing off key, and collect postcards.');
    await expect(dialog().queryByText('Your bio needs at least 50 characters')).toBeNull();
  },
};

export const SaveRejectedKeepsEdits: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Internal server error'))) },
  play: async ({ args }) => {
    const interests = within(dialog().getByRole('group', { name: 'Interests' }));
    await userEvent.click(interests.getByRole('checkbox', { name: 'Yoga' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(interests.getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const NearTheBioLimit: Story = {
  args: { profile: { ...profile, bio: 'A'.repeat(850) } },
  play: async () => {
    // Past 80% of its 1000 characters the bio shows how many are left to use.
    await expect(dialog().getByText('850 / 1000 characters')).toBeVisible();
    await expect(dialog().getByLabelText('Bio')).toHaveAttribute('maxLength', '1000');
  },
};
