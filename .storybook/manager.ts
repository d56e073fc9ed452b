import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
import { defaultConfig, type TagBadgeParameters } from 'storybook-addon-tag-badges/manager-helpers';
import { themeValues } from '../src/styles/themeValues';
import { STATUSES } from './statuses';

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
