import { Profiler, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { discoverProfiles } from '../../mocks/fixtures';
import { drag, press } from './drag';
import { SwipeStack, type SwipeStackProps } from './SwipeStack';

const profiles = discoverProfiles();
const [first, second] = profiles;

/** React commits of the stack so far: a drag must not add any while the pointer moves. */
let commits = 0;

/** The stack as a screen uses it: a swipe that went through takes the top card away. */
function StatefulStack(args: SwipeStackProps) {
  const [waiting, setWaiting] = useState(args.profiles);
  return (
    <Profiler id="swipe-stack" onRender={() => (commits += 1)}>
      <SwipeStack
        {...args}
        profiles={waiting}
        onSwipe={async (profile, action) => {
          const sent = await args.onSwipe(profile, action);
          if (sent) setWaiting((list) => list.slice(1));
          return sent;
        }}
      />
    </Profiler>
  );
}

const meta = {
  title: 'Components/Social/SwipeStack',
  tags: ['autodocs', 'stable'],
  component: SwipeStack,
  args: {
    profiles: profiles.slice(0, 5),
    onSwipe: fn(async () => true),
    onRefresh: fn(),
    size: 'large',
  },
  render: (args) => <StatefulStack {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: 'Let members like, pass or super like discover profiles one at a time: drag the top card, press Pass, Super Like or Like, or use the arrow keys. Up to three cards show.',
      avoid:
        'To show a profile without swiping, use **SwipeCard**. For the people the member already matched with, use **ConversationList**.',
      do: {
        caption:
          'Keep the Pass, Super Like and Like buttons in view under the stack, in the compact card too: not everyone can drag.',
      },
      dont: {
        caption:
          "Don't mirror or reorder the buttons in right-to-left languages: Pass stays on the left and Like on the right everywhere, as the drag and the arrow keys do.",
      },
      access: [
        '- The top card is a Tab stop: a group described as a "profile card", named "{name}, {age}", with the hint "Right arrow to like, Left arrow to pass, Up arrow to super like."',
        '- With the card focused, Right arrow likes, Left arrow passes, Up arrow super likes; after a swipe from the card, focus moves to the next card.',
        '- Pass, Super Like and Like are buttons with those names; while a swipe is under way (`busy`) they are `aria-disabled` and further swipes wait.',
        '- The cards below the top one are `inert`: out of reach of keyboard and screen readers.',
        '- After each swipe that went through, a polite live region says "Liked {name}.", "Passed on {name}." or "Super liked {name}."',
        '- With no profiles left: the heading "No more profiles" and a Refresh Matches button.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof SwipeStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const topCard = (canvas: {
  getByRole: (role: 'group', options: { name: string }) => HTMLElement;
}) => canvas.getByRole('group', { name: `${first!.name}, ${first!.age}` });

export const ThreeCardsVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(topCard(canvas)).toHaveAttribute('tabindex', '0');
    // The top card and two under it; the ones under it are inert.
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[inert]')).toHaveLength(2);
    for (const name of ['Pass', 'Super Like', 'Like'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    await expect(topCard(canvas)).toBeVisible();
  },
};

export const LikeButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onSwipe).toHaveBeenCalledWith(first, 'like');
    await expect(
      await canvas.findByRole('group', { name: `${second!.name}, ${second!.age}` }),
    ).toBeVisible();
    await expect(canvas.getByText(`Liked ${first!.name}.`)).toBeInTheDocument();
  },
};

export const MouseDragPastThreshold: Story = {
  play: async ({ canvas, args }) => {
    drag(topCard(canvas), 120);
    await expect(args.onSwipe).toHaveBeenCalledWith(first, 'like');
    await canvas.findByRole('group', { name: `${second!.name}, ${second!.age}` });
  },
};

export const MouseDragLeftPasses: Story = {
  play: async ({ canvas, args }) => {
    drag(topCard(canvas), -120);
    await expect(args.onSwipe).toHaveBeenCalledWith(first, 'pass');
  },
};

export const MouseDragBelowThreshold: Story = {
  play: async ({ canvas, args }) => {
    // 90 px is past a finger's threshold but not a mouse's 100: the card springs back.
    const card = topCard(canvas);
    drag(card, 90);
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await expect(card.style.getPropertyValue('--drag-x')).toBe('0px');
    await expect(card).toHaveAttribute('data-indicator', '');
  },
};

export const TouchDragPastThreshold: Story = {
  play: async ({ canvas, args }) => {
    drag(topCard(canvas), -85, 'touch');
    await expect(args.onSwipe).toHaveBeenCalledWith(first, 'pass');
  },
};

export const TouchDragBelowThreshold: Story = {
  play: async ({ canvas, args }) => {
    const card = topCard(canvas);
    drag(card, 75, 'touch');
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await expect(card.style.getPropertyValue('--drag-x')).toBe('0px');
  },
};

export const LikeIndicatorBeyond50: Story = {
  play: async ({ canvas, args }) => {
    const card = topCard(canvas);
    // At 50 px nothing shows yet; one step further the Like stamp does. The pointer stays down.
    const release = press(card, 50);
    await expect(card).toHaveAttribute('data-indicator', '');
    release();
    press(card, 60);
    await expect(card).toHaveAttribute('data-indicator', 'like');
    await expect(card.style.getPropertyValue('--drag-x')).toBe('60px');
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};

export const PassIndicatorBeyond50: Story = {
  play: async ({ canvas }) => {
    const card = topCard(canvas);
    press(card, -60);
    await expect(card).toHaveAttribute('data-indicator', 'pass');
  },
};

/** Lets React finish any work the pointer events scheduled: two frames, so a commit would be in. */
const settle = async () => {
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
};

export const NoRenderWhileDragging: Story = {
  play: async ({ canvas, args }) => {
    const card = topCard(canvas);
    await waitFor(() => expect(commits).toBeGreaterThan(0));
    await settle();
    const before = commits;
    // Twenty pointer moves, back and forth across the indicator distance: no React commit.
    const release = press(card, 95);
    press(card, -95);
    await settle();
    await expect(card.style.getPropertyValue('--drag-x')).toBe('-95px');
    await expect(commits).toBe(before);
    release();
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};

export const KeyboardSwipe: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(topCard(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSwipe).toHaveBeenLastCalledWith(first, 'like');
    // Focus follows to the next card, so the member can keep going with the arrow keys.
    const next = await canvas.findByRole('group', { name: `${second!.name}, ${second!.age}` });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSwipe).toHaveBeenLastCalledWith(second, 'pass');
    await waitFor(() => expect(canvas.getByText(`Passed on ${second!.name}.`)).toBeInTheDocument());
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSwipe).toHaveBeenLastCalledWith(profiles[2], 'superlike');
    await expect(args.onSwipe).toHaveBeenCalledTimes(3);
  },
};

export const SecondSwipeBlocked: Story = {
  // The first swipe never gets its answer: every other way of swiping waits for it.
  args: { onSwipe: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    topCard(canvas).focus();
    await userEvent.keyboard('{ArrowRight}');
    drag(topCard(canvas), -150);
    await expect(args.onSwipe).toHaveBeenCalledTimes(1);
    await expect(args.onSwipe).toHaveBeenCalledWith(first, 'like');
    await expect(topCard(canvas)).toHaveAttribute('data-leaving', 'like');
  },
};

export const BusyButtons: Story = {
  // The screen says a swipe is processing: the buttons say so too.
  args: { busy: true },
  play: async ({ canvas, args }) => {
    for (const name of ['Pass', 'Super Like', 'Like'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};

export const SwipeFailsCardStays: Story = {
  args: { onSwipe: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onSwipe).toHaveBeenCalledTimes(1);
    // The card comes back to the top of the stack.
    await waitFor(() => expect(topCard(canvas)).not.toHaveAttribute('data-leaving'));
    await expect(topCard(canvas).style.getPropertyValue('--drag-x')).toBe('0px');
  },
};

export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
    await expect(canvas.getByText('Check back later for new matches')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Matches' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const ViewProfileLink: Story = {
  args: { profileHref: (profile) => `/profile/${profile.id}` },
  play: async ({ canvas, args }) => {
    const card = topCard(canvas);
    const link = canvas.getByRole('link', { name: `View profile of ${first!.name}` });
    await expect(link).toHaveAttribute('href', `/profile/${first!.id}`);
    // From the card, Tab reaches its link next; arrow keys there are the link's, not a swipe.
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    // A press and a move on the link do not drag the card.
    drag(link, 150);
    await expect(card.style.getPropertyValue('--drag-x')).toBe('');
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};
