import type { themeValues } from '../styles/themeValues';

export type ColorName = keyof typeof themeValues.light.color;

/**
 * The least contrast WCAG AA asks of a colour on what it sits on: 4.5:1 for text, 3:1 for what
 * must be seen but is not text (a control's outline, the focus ring, an icon or bar that means
 * something).
 */
export const LEAST_CONTRAST = { text: 4.5, 'outline or icon': 3 } as const;

export type ContrastUse = keyof typeof LEAST_CONTRAST;

/** A colour on the background it sits on, where the product puts it, and what it is for. */
export type ColorPair = { color: ColorName; on: ColorName; use: ContrastUse; where: string };

/**
 * Every colour the product puts on a background, as the components use them: the Tokens page shows
 * each one's contrast in both themes, and a unit test fails if either theme breaks one. A colour
 * that is both text and an outline on one background has only its text row, the stricter.
 */
export const COLOR_PAIRS: readonly ColorPair[] = [
  { color: 'text', on: 'page', use: 'text', where: 'Text on the page' },
  { color: 'text', on: 'surface', use: 'text', where: 'Text on cards, panels and dialogs' },
  {
    color: 'text',
    on: 'surfaceMuted',
    use: 'text',
    where: 'Neutral badges, comments, hovered quiet buttons',
  },
  { color: 'text', on: 'surfaceAccent', use: 'text', where: 'The discover panel, hovered chips' },
  {
    color: 'focus',
    on: 'page',
    use: 'outline or icon',
    where: 'The focus ring on the page, by its gap',
  },
  { color: 'textMuted', on: 'surface', use: 'text', where: 'Times, hints and captions on cards' },
  { color: 'textMuted', on: 'page', use: 'text', where: 'Hints on the page' },
  { color: 'textMuted', on: 'surfaceMuted', use: 'text', where: 'Tabs not chosen' },
  { color: 'link', on: 'surface', use: 'text', where: "Links, the bottom bar's current section" },
  { color: 'link', on: 'page', use: 'text', where: 'Links on the page' },
  { color: 'link', on: 'surfaceAccent', use: 'text', where: 'Cultural theme badges' },
  {
    color: 'textOnAccent',
    on: 'accent',
    use: 'text',
    where: "Primary buttons, match badges, the member's own chat bubbles",
  },
  { color: 'textOnAccent', on: 'accentHover', use: 'text', where: 'Primary buttons, hovered' },
  {
    color: 'textOnDark',
    on: 'dark',
    use: 'text',
    where: "Dark buttons, the landing's figures, the plan a member has",
  },
  { color: 'textOnDark', on: 'darkHover', use: 'text', where: 'Dark buttons, hovered' },
  {
    color: 'accent',
    on: 'dark',
    use: 'text',
    where: "The 'Beta' badge, the landing's step numbers and figures",
  },
  { color: 'success', on: 'surface', use: 'text', where: "Plans' ticks, confirmations" },
  { color: 'success', on: 'successSurface', use: 'text', where: "'Online' badges, spots open" },
  { color: 'textOnStatus', on: 'success', use: 'text', where: "'Going' badges" },
  {
    color: 'warning',
    on: 'warningSurface',
    use: 'text',
    where: 'Events filling up, the Demo button while a scenario is on',
  },
  {
    color: 'danger',
    on: 'surface',
    use: 'text',
    where: "Field errors, Delete; an invalid field's border, the Pass button",
  },
  { color: 'danger', on: 'dangerSurface', use: 'text', where: 'Form errors, events almost full' },
  {
    color: 'dangerHover',
    on: 'dangerSurface',
    use: 'text',
    where: "Cancel RSVP, the Demo panel's problem",
  },
  {
    color: 'textOnStatus',
    on: 'danger',
    use: 'text',
    where: 'Unread counts, warning badges, Delete buttons',
  },
  { color: 'textOnStatus', on: 'dangerHover', use: 'text', where: 'Delete buttons, hovered' },
  {
    color: 'borderStrong',
    on: 'surface',
    use: 'outline or icon',
    where: 'Fields, secondary buttons, chips and radios',
  },
  {
    color: 'borderStrong',
    on: 'page',
    use: 'outline or icon',
    where: 'Secondary buttons and the events search on the page',
  },
  {
    color: 'focus',
    on: 'surface',
    use: 'outline or icon',
    where: 'The focus ring, by its white gap',
  },
  { color: 'info', on: 'surface', use: 'outline or icon', where: "Super Like's ring and star" },
  { color: 'accentStrong', on: 'surface', use: 'outline or icon', where: "A chosen plan's radio" },
  {
    color: 'accentStrong',
    on: 'surfaceAccent',
    use: 'outline or icon',
    where: 'Icons of empty states and of Discover People',
  },
  {
    color: 'success',
    on: 'surfaceMuted',
    use: 'outline or icon',
    where: 'Attendance bar, spots open',
  },
  {
    color: 'warning',
    on: 'surfaceMuted',
    use: 'outline or icon',
    where: 'Attendance bar, filling up',
  },
  {
    color: 'danger',
    on: 'surfaceMuted',
    use: 'outline or icon',
    where: 'Attendance bar, almost full',
  },
];

/**
 * Colours that need no contrast, and why; every other colour is in COLOR_PAIRS (a unit test
 * checks), so nothing the product shows goes unjudged.
 */
export const DECORATIVE: Partial<Record<ColorName, string>> = {
  border: 'dividers and the edges of cards, which hold text judged on its own',
  surfaceAccentStrong: "the far end of the landing illustration's backdrop, behind no text",
};
