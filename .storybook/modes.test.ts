import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as ui from '../src/components';
import { referencePath } from '../scripts/screenshot-match';
import { COMPONENT_GROUPS, statusOf } from './statuses';
import { modes, openingViewport, picturesOf, storyUrl, type Modes } from './modes';

/*
 * Chromatic captures one snapshot for each mode a story's parameters declare; the local visual
 * tests compare one baseline for each. Both read the same declaration; this holds the baselines
 * committed beside the stories to it, so `npm run chromatic` would capture exactly the pictures
 * `npm test` compares.
 */

const storyFiles = import.meta.glob<Record<string, unknown>>('../src/**/*.stories.tsx', {
  eager: true,
});

/** Every story's id and modes, as Storybook resolves them (the preview's default under its own). */
const stories = Object.entries(storyFiles).flatMap(([path, file]) =>
  Object.values(
    composeStories(file as Parameters<typeof composeStories>[0], {
      parameters: { chromatic: { modes: modes.component } },
    }),
  ).map((story) => ({
    file: resolve('.storybook', path),
    id: story.id,
    title: (file as { default: { title: string } }).default.title,
    tags: story.tags,
    modes: (story.parameters.chromatic as { modes: Modes }).modes,
  })),
);

/** Every baseline committed in a __screenshots__ folder. */
function baselines(folder = resolve('src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return baselines(path);
    return path.includes('/__screenshots__/') && entry.name.endsWith('.png') ? [path] : [];
  });
}

describe('the pictures Chromatic would capture and the ones npm test compares', () => {
  it('are the same list', () => {
    const snapshots = stories.flatMap(({ modes: declared }) =>
      Object.values(declared).filter((mode) => !('disable' in mode)),
    );
    const pictures = stories.flatMap(({ file, id, modes: declared }) =>
      picturesOf(id, declared).map(({ name }) =>
        referencePath(file, name, 'chromium', '__screenshots__'),
      ),
    );
    const committed = baselines();
    console.log(
      `${stories.length} stories: Chromatic would capture ${snapshots.length} snapshots; ` +
        `npm test compares ${pictures.length} pictures with ${committed.length} baselines`,
    );
    expect(pictures).toHaveLength(snapshots.length);
    expect(pictures.sort()).toEqual(committed.sort());
  });
});

describe("a picture's story in Storybook", () => {
  it("opens in the picture's theme, language and viewport", () => {
    expect(
      storyUrl('http://127.0.0.1:6006', 'screens-dashboard--top-bar', {
        width: 390,
        variant: 'ar',
      }),
    ).toBe(
      'http://127.0.0.1:6006/?path=/story/screens-dashboard--top-bar&globals=theme:Light;locale:ar;viewport.value:phone;viewport.isRotated:!false',
    );
    expect(
      storyUrl('storybook-static/', 'screens-dashboard--top-bar', {
        width: 1280,
        variant: 'pseudo',
      }),
    ).toBe(
      'storybook-static/?path=/story/screens-dashboard--top-bar&globals=theme:Light;locale:en-XA;viewport.value:desktop;viewport.isRotated:!false',
    );
  });

  it('opens a screen at the phone width and a component at the canvas width', () => {
    expect(openingViewport('s', modes.screen)).toBe('phone');
    expect(openingViewport('s', modes.phone)).toBe('phone');
    expect(openingViewport('s', modes.component)).toBeUndefined();
  });
});

describe("each component's place in the sidebar", () => {
  it('is one of the role groups', () => {
    for (const { title } of stories.filter(({ title }) => title.startsWith('Components/')))
      expect(COMPONENT_GROUPS, title).toContain(title.split('/')[1]);
  });
});

describe("each component's status", () => {
  it('is app-only exactly where the package does not export it', () => {
    const components = new Map(
      stories
        .filter(({ title }) => title.startsWith('Components/'))
        .map(({ title, tags }) => [title.split('/').pop()!, statusOf(tags)?.tag]),
    );
    expect(components.size).toBeGreaterThan(40);
    for (const [name, status] of components)
      expect(status, name).toEqual(
        name in ui ? expect.stringMatching(/^(stable|new)$/) : 'app-only',
      );
  });
});
