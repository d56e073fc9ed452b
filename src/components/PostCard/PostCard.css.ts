import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { factRow, iconText, panel, quietButton } from '../../styles/utilities.css';

export const post = style([
  panel,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['5'] },
]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const byline = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const author = style({ fontWeight: vars.fontWeight.bold, lineHeight: 1.3 });

/** The author's name as a link to their profile: it reads as the name, underlined on hover. */
export const authorLink = style({
  alignSelf: 'flex-start',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const authorPhoto = style({ display: 'inline-flex', borderRadius: vars.radius.full });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const facts = style([factRow, { color: vars.color.textMuted }]);

export const fact = iconText;

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const action = style([
  quietButton,
  {
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.danger },
      '&[aria-expanded="true"]': { color: vars.color.text, background: vars.color.surfaceMuted },
    },
  },
]);

export const heart = style({
  selectors: { '[aria-pressed="true"] > &': { fill: 'currentColor' } },
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The comment count sits at the far end of the footer. */
export const comments = style({ marginInlineStart: 'auto' });
