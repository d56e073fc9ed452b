import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';
import { panel as framedPanel } from '../../styles/utilities.css';

/** Bottom left, above a phone's bottom bar, over everything but dialogs. */
export const dock = style({
  position: 'fixed',
  left: vars.space['3'],
  bottom: `calc(env(safe-area-inset-bottom, 0px) + 4.75rem)`,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  maxWidth: `calc(100vw - ${vars.space['6']})`,
  '@media': { [media.tablet]: { bottom: vars.space['3'] } },
});

export const panel = style([
  framedPanel,
  {
    display: 'grid',
    gap: vars.space['3'],
    width: '20rem',
    maxWidth: '100%',
    maxHeight: '70vh',
    overflowY: 'auto',
    padding: vars.space['4'],
    boxShadow: vars.shadow.lg,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const domains = style({ display: 'grid', gap: vars.space['2'] });

export const problem = style({
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.dangerHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: 40,
    maxWidth: '100%',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
  },
  variants: {
    active: {
      // A staged failure is on: the toggle says which, in the warning colours, all the time.
      true: {
        background: vars.color.warningSurface,
        borderColor: vars.color.warning,
        color: vars.color.warning,
      },
      false: {},
    },
  },
});

export const active = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});
