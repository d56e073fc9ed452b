import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { discoverProfiles } from '../../mocks/fixtures';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Menu } from '../Menu/Menu';
import { loadOverlays } from '../overlays/useOverlays';
import { TextField } from '../TextField/TextField';
import { MatchDialog, type MatchDialogProps } from './MatchDialog';
import { findToast } from '../../../.storybook/toasts';

const [person] = discoverProfiles();

const meta = {
  title: 'Components/Social/MatchDialog',
  tags: ['autodocs', 'stable'],
  component: MatchDialog,
  args: {
    match: {
      matchId: 'm-1',
      user: { id: person!.id, name: person!.name, photo: person!.photos[0]!, bio: person!.bio },
    },
    onSendMessage: fn(),
    onKeepSwiping: fn(),
  },
  parameters: {
    guidance: {
      use: 'Celebrate a mutual like, right after the swipe or when a match is pushed in real time, and offer the next step: Send a Message or Keep Swiping.',
      avoid:
        "For a like that is not (yet) a match, use a toast ('You liked Ana!'). For any other modal task, use **Dialog**.",
      do: {
        caption:
          "Give `returnFocusTo` the swipe stack's focus target, so Keep Swiping lands the member on the next card; for a match pushed in real time, set `waitsItsTurn` so it never interrupts a post or a comment.",
      },
      dont: {
        caption:
          'Don\'t use it for one-sided likes or super likes: it tells the member "You and Ana like each other."',
      },
      access: [
        '- `role="dialog"` named "It\'s a Match" and described "You and {name} like each other."; the photo is an image named by their name.',
        '- On open, focus moves to the first button (View Profile when offered, else Keep Swiping) and stays inside until the member chooses.',
        '- Escape, the Close button and a click outside count as Keep Swiping (`onKeepSwiping`).',
        '- On close, focus goes to `returnFocusTo()` (the swipe stack), or back where it was for a match that waited its turn.',
        '- Each new match opens as a dialog of its own, so it is announced afresh.',
      ].join('\n'),
    },
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

/** Stands in for the real-time push: the play sends the match while the member is busy. */
const pushes = new EventTarget();
const pushMatch = async () => {
  pushes.dispatchEvent(new Event('match'));
  await findToast('Match pushed');
};

/**
 * A member busy in another dialog or a menu when a match is pushed: the match waits for it to
 * close, then opens; dismissed, focus goes back to where the member was.
 */
function WhileBusy({ menuOpen, ...props }: MatchDialogProps & { menuOpen?: boolean }) {
  const [writing, setWriting] = useState(false);
  const [match, setMatch] = useState<MatchDialogProps['match']>(null);
  const [pushed, setPushed] = useState(false);
  useEffect(() => {
    const arrive = () => {
      setMatch(props.match);
      setPushed(true);
    };
    pushes.addEventListener('match', arrive);
    return () => pushes.removeEventListener('match', arrive);
  }, [props.match]);
  return (
    <>
      <p>{pushed ? 'Match pushed' : 'No match pushed yet'}</p>
      <Button onClick={() => setWriting(true)}>Share a story</Button>
      <Menu
        trigger={<Button variant="secondary">Profile menu</Button>}
        entries={[{ label: 'My Profile', onSelect: () => {} }]}
        defaultOpen={menuOpen}
      />
      <Dialog
        open={writing}
        onOpenChange={setWriting}
        title="Create New Post"
        footer={<Button onClick={() => setWriting(false)}>Publish</Button>}
      >
        <TextField label="Title" />
      </Dialog>
      <MatchDialog
        {...props}
        match={match}
        onKeepSwiping={() => {
          props.onKeepSwiping();
          setMatch(null);
        }}
      />
    </>
  );
}

export const WaitsForADialog: Story = {
  args: { waitsItsTurn: true },
  render: (args) => <WhileBusy {...args} />,
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Share a story' }));
    const post = await screen.findByRole('dialog', { name: 'Create New Post' });
    await userEvent.type(within(post).getByLabelText('Title'), 'Lantern night by the river');
    await pushMatch();
    // Only the post's dialog is open, with everything typed, and its Publish button in reach.
    await expect(screen.getAllByRole('dialog')).toEqual([post]);
    await expect(within(post).getByLabelText('Title')).toHaveValue('Lantern night by the river');
    await userEvent.click(within(post).getByRole('button', { name: 'Publish' }));
    const match = await screen.findByRole('dialog', { name: "It's a Match" });
    await waitFor(() => expect(match).toContainElement(document.activeElement as HTMLElement));
    await expect(screen.queryByRole('dialog', { name: 'Create New Post' })).toBeNull();
    await userEvent.click(within(match).getByRole('button', { name: 'Keep Swiping' }));
    await expect(args.onKeepSwiping).toHaveBeenCalled();
    // Back where the post's dialog gave focus back: the button that opened it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share a story' })).toHaveFocus(),
    );
  },
};

export const WaitsForAMenu: Story = {
  args: { waitsItsTurn: true },
  render: (args) => <WhileBusy menuOpen {...args} />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await loadOverlays(); // the dialog's code is in: were the match not waiting, it would show now
    await pushMatch();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Escape}');
    const match = await screen.findByRole('dialog', { name: "It's a Match" });
    await waitFor(() => expect(match).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveFocus());
  },
};
