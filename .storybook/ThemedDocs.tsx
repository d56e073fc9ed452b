import { useEffect, useState, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { create, themes } from 'storybook/theming';
import { THEME_COLORS } from '../src/state/theme';
import { palette } from '../src/styles/tokens';

type Globals = { theme?: string };
/** addon-themes keeps the toolbar's choice by its title: 'Light' or 'Dark'. */
const themeOf = (globals?: Globals) => (globals?.theme === 'Dark' ? 'dark' : 'light');

/** Storybook's own docs chrome at night, on the product's dark page. */
const night = create({
  base: 'dark',
  appContentBg: THEME_COLORS.dark,
  appBg: palette.night800,
  barBg: palette.night800,
  textColor: palette.cream50,
});

/**
 * Docs pages follow the toolbar's theme, MDX pages without a story included (no story decorator
 * runs there): Storybook's chrome, and the product's tokens through `data-theme` on <html>.
 */
export function ThemedDocs({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { channel } = context;
  const [theme, setTheme] = useState(() =>
    themeOf((channel.last(GLOBALS_UPDATED) ?? channel.last(SET_GLOBALS))?.[0]?.globals),
  );
  useEffect(() => {
    const follow = ({ globals }: { globals: Globals }) => setTheme(themeOf(globals));
    channel.on(GLOBALS_UPDATED, follow);
    channel.on(SET_GLOBALS, follow);
    return () => {
      channel.off(GLOBALS_UPDATED, follow);
      channel.off(SET_GLOBALS, follow);
    };
  }, [channel]);
  useEffect(() => document.documentElement.setAttribute('data-theme', theme), [theme]);
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? night : themes.light}>
      {children}
    </DocsContainer>
  );
}
