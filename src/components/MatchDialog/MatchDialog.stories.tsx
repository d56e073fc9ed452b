import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { discoverProfiles } from '../../mocks/fixtures';
import { MatchDialog } from './MatchDialog';

const [person] = discoverProfiles();

const meta = {
  title: 'Components/MatchDialog',
  tags: ['autodocs'],
  component: MatchDialog,
  args: {
    match: {
      matchId: 'm-1',
      user: { id: person!.id, name: person!.name, photo: person!.photos[0]!, bio: person!.bio },
    },
    onSendMessage: fn(),
    onKeepSwiping: fn(),
  },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: "It's a Match" });
    await expect(dialog).toHaveAccessibleDescription(`You and ${person!.name} like each other.`);
    await expect(screen.getByText(person!.bio)).toBeVisible();
    await expect(screen.getByRole('img', { name: person!.name })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send a Message' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith(args.match);
  },
};

export const KeepSwiping: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Keep Swiping' }));
    await expect(args.onKeepSwiping).toHaveBeenCalled();
  },
};

export const FocusStaysInside: Story = {
  play: async () => {
    // Tab cycles within the dialog: focus never reaches the page behind it.
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const ViewProfile: Story = {
  args: { onViewProfile: fn() },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'View Profile' }));
    await expect(args.onViewProfile).toHaveBeenCalledWith(args.match);
  },
};
