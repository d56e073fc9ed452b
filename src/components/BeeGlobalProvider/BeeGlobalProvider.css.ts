import { style } from '@vanilla-extract/css';
// What every component takes for granted, inside the provider's element.
import '../../styles/base.css';
import { vars } from '../../styles/theme.css';

/**
 * The provider's element lays nothing out (its children are laid out as the page's), but carries
 * the theme's text colour and font, which its children inherit.
 */
export const root = style({
  display: 'contents',
  color: vars.color.text,
  fontFamily: vars.font.body,
});
