import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

/** What the landing page's sections share: their frame, titles and card text. */
export const section = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const sectionInner = style([section, { paddingBlock: 0 }]);

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

export const sectionLead = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space['3']})`,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const muted = style({ color: vars.color.textMuted });

/**
 * A part below the first screen (and the footer, whose language select measures its Arabic
 * option through the whole font stack): laid out only as it nears the viewport, at a guessed
 * height until then. The whole page laid out at once made the first layout the landing's longest
 * task on a phone. A link or a scroll to an element inside lays it out first.
 */
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' });
