import type { themeValues } from '../src/styles/themeValues';

/**
 * The sidebar's groups of components, by what they do, in its order: a component's title is
 * `Components/<group>/<name>`. The foundations first, the app's own last.
 */
export const COMPONENT_GROUPS = [
  'Foundations',
  'Actions',
  'Navigation',
  'Forms',
  'Feedback',
  'Overlays',
  'Social',
  'Events',
  'Chat',
  'Premium',
  'Demo',
];

type Colour = keyof (typeof themeValues)['light']['color'];

/**
 * A component's status, one tag on its stories' meta: shown as a badge beside it in the sidebar
 * (manager.ts) and on its Docs page (ComponentDocs.tsx). Colours are the theme's tokens.
 */
export const STATUSES = [
  {
    tag: 'new',
    label: 'New',
    description: 'Exported by @beeglobal/ui since its last release',
    background: 'accent',
    text: 'textOnAccent',
  },
  {
    tag: 'stable',
    label: 'Stable',
    description: 'Exported by @beeglobal/ui: apps may rely on it',
    background: 'successSurface',
    text: 'success',
  },
  {
    tag: 'app-only',
    label: 'App only',
    description: "The app's own: @beeglobal/ui does not export it",
    background: 'surfaceMuted',
    text: 'textMuted',
  },
] as const satisfies readonly {
  tag: string;
  label: string;
  description: string;
  background: Colour;
  text: Colour;
}[];

export type Status = (typeof STATUSES)[number]['tag'];

/** The status among a story's tags, if it has one. */
export const statusOf = (tags: readonly string[]) => STATUSES.find(({ tag }) => tags.includes(tag));
