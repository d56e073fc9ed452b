import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';
import { cardList, iconText } from '../../styles/utilities.css';

export const page = style({ minHeight: '100vh', background: vars.color.page });

export const main = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

/** One column on phones and tablets; on desktops who they are beside what they posted. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  maxWidth: '40rem',
  margin: '0 auto',
  '@media': {
    [media.desktop]: {
      maxWidth: 'none',
      gridTemplateColumns: '22rem minmax(0, 40rem)',
      justifyContent: 'center',
    },
  },
});

const card = style({
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

// Who they are -----------------------------------------------------------------------------------

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const hero = style([card, { overflow: 'hidden' }]);

/** A band of honey behind the photo. */
export const cover = style({
  height: '5.5rem',
  background: `linear-gradient(120deg, ${vars.color.accentHover}, ${vars.color.accent} 55%, ${vars.color.accentStrong})`,
});

export const heroBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  textAlign: 'center',
});

export const avatarRing = style({
  display: 'inline-flex',
  marginTop: '-3.25rem',
  marginBottom: vars.space['1'],
  padding: 4,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const name = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fact = iconText;

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  width: '100%',
  margin: `${vars.space['3']} 0`,
  padding: `${vars.space['3']} 0`,
  borderBlock: `1px solid ${vars.color.border}`,
});

/** The figure above its label, though a screen reader hears the label first. */
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border}` } },
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const statLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const about = style([
  card,
  { display: 'flex', flexDirection: 'column', gap: vars.space['5'], padding: vars.space['5'] },
]);

export const aboutSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const aboutTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const aboutText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const aboutEmpty = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAccent,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

// What they posted -------------------------------------------------------------------------------

export const posts = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const postsHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const postsTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  // A ring on a heading that took focus after a deletion would only distract.
  selectors: { '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } },
});

export const postsCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const postList = cardList;

// Loading and not found --------------------------------------------------------------------------

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxWidth: '22rem',
  margin: `${vars.space['6']} auto`,
});

export const loadingCard = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    padding: vars.space['6'],
  },
]);

export const loadingText = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const notFound = style({ maxWidth: '32rem', margin: `${vars.space['6']} auto` });

export const notFoundActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
