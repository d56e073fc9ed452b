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
