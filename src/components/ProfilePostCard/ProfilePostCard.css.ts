import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { factRow, iconText, panel } from '../../styles/utilities.css';

export const post = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['5'],
    // While it is being deleted the post keeps its colours (and their contrast); its frame fades.
    selectors: { '&[data-deleting]': { borderStyle: 'dashed', boxShadow: 'none' } },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 32,
});

export const posted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Delete sits at the far end of the header, in the danger colour. */
export const deleteButton = style({
  marginInlineStart: 'auto',
  color: vars.color.danger,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSurface } },
});

export const facts = style([factRow, { color: vars.color.textMuted }]);

/** An event's date, time and price: a tinted strip, the facts a member acts on. */
export const eventFacts = style([
  factRow,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceAccent,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const fact = iconText;

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.bold,
});
