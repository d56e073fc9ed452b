import { STORY_PREPARED } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
import { defaultConfig, type TagBadgeParameters } from 'storybook-addon-tag-badges/manager-helpers';
import { themeValues } from '../src/styles/themeValues';
import { openingViewport, type Modes } from './modes';
import { STATUSES } from './statuses';

type Parameters = { chromatic?: { modes?: Modes } };

/*
 * The manager in BeeGlobal's colours, light or dark as the designer's device is, with the mark
 * and the name in its corner; each component's status as a badge beside it in the sidebar.
 */

const brandTitle = `<span style="display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:18px"><img src="favicon.svg" width="28" height="28" alt="">BeeGlobal</span>`;

const beeTheme = (base: 'light' | 'dark') => {
  const { color } = themeValues[base];
  return create({
    base,
    brandTitle,
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: color.accent,
    colorSecondary: color.accentStrong,
    appBg: color.page,
    appContentBg: color.surface,
    appPreviewBg: color.surface,
    appBorderColor: color.border,
    barBg: color.surface,
    barSelectedColor: color.accentStrong,
    barHoverColor: color.accentStrong,
    textColor: color.text,
    textMutedColor: color.textMuted,
    fontBase: "'Nunito Variable', 'Nunito', system-ui, -apple-system, 'Segoe UI', sans-serif",
  });
};

const base = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const { color } = themeValues[base];

const tagBadges: TagBadgeParameters = [
  ...STATUSES.map(({ tag, label, description, background, text }) => ({
    tags: tag,
    badge: {
      text: label,
      style: { backgroundColor: color[background], color: color[text] },
      tooltip: description,
    },
    display: { sidebar: [{ type: 'component' as const, skipInherited: false }], toolbar: true },
  })),
  ...defaultConfig,
];

addons.setConfig({ theme: beeTheme(base), tagBadges });

/*
 * Each story opens as its first picture shows it: a screen or the bottom bar at the phone's
 * width, a component at the canvas's. Set as the designer's own choice, so the toolbar still
 * switches (a story's own globals would lock it); a link that names a viewport is kept.
 */
addons.register('beeglobal/opening-viewport', (api) => {
  let linked = new URLSearchParams(window.location.search).get('globals')?.includes('viewport');
  api.on(STORY_PREPARED, ({ id, parameters }: { id: string; parameters: Parameters }) => {
    if (linked) {
      linked = false;
      return;
    }
    const value = openingViewport(id, parameters.chromatic?.modes);
    api.updateGlobals({ viewport: { value, isRotated: false } });
  });
});
