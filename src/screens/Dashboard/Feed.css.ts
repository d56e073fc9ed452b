import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cardList, panel, quietButton } from '../../styles/utilities.css';

// The composer ------------------------------------------------------------------------------------

export const composer = style([
  panel,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'] },
]);

export const composerPrompt = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const promptButton = style({
  flex: 1,
  minHeight: 48,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAccent, color: vars.color.text } },
});

export const quickTypes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const quickType = style([
  quietButton,
  { justifyContent: 'center', borderRadius: vars.radius.md },
]);

// The posts ---------------------------------------------------------------------------------------

export const posts = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const postList = cardList;

/**
 * A post is laid out and painted once it comes near the screen: a phone's first screen shows none,
 * and the rest of the page's twenty, laid out in one frame, took 22-25 ms here (now 10-11).
 * Until then it keeps the height it last had (a post's usual height before it ever had one); its
 * width is the list's (a size for both would make a post not yet drawn wider than a phone's
 * screen).
 */
export const postItem = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 36rem',
});

export const skeletonPost = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const skeletonHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const feedEnd = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space['4'],
});

export const caughtUp = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The Discover People card ------------------------------------------------------------------------

export const discoverCard = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent}, ${vars.color.surface} 8rem)`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const discoverToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['4'],
  border: 0,
  background: 'none',
  textAlign: 'start',
  cursor: 'pointer',
});

export const discoverIcon = style({ color: vars.color.accentStrong, flexShrink: 0 });

export const discoverHeading = style({ fontSize: 'inherit' });

export const discoverLabel = style({ display: 'flex', flexDirection: 'column', flex: 1 });

export const discoverTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});

export const discoverCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.normal}`,
  // Collapsed, it points the way the text runs: right, or left in right to left.
  selectors: {
    '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' },
    '[dir=rtl] [aria-expanded="false"] > &': { transform: 'rotate(90deg)' },
  },
});

export const discoverBody = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });
