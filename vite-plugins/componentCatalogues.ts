import { resolve } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { LOCALES } from '../src/i18n/locales.ts';

/*
 * The package's catalogues: in the library build, the components' messages module becomes their own
 * compiled catalogues: English inline, each other language a `messages/<locale>.js` that an app
 * imports for a server's first render (`@beeglobal/ui/messages/ar`) or the provider loads. Only
 * messages from a component (the Demo panel aside) or a src/i18n helper they use.
 */

const MESSAGES_MODULE = /\/src\/components\/i18n\/componentMessages\.ts$/;
const CATALOGUE_ID = '\0beeglobal-catalogue:';
const root = resolve(import.meta.dirname, '..');

const componentsSay = (file: string) =>
  (file.startsWith('src/components/') && !file.startsWith('src/components/DemoPanel/')) ||
  file.startsWith('src/i18n/');

/** The components' messages in a language, compiled, as a module exporting `messages`. */
export async function componentCatalogue(locale: string) {
  const config = getConfig({ cwd: root });
  const translations: Record<string, string> = {};
  for (const catalog of await getCatalogs(config)) {
    for (const [id, message] of Object.entries((await catalog.read(locale)) ?? {})) {
      if (message.obsolete || !message.origin?.some(([file]) => componentsSay(file))) continue;
      const translation = message.translation || (locale === 'en' ? message.message : undefined);
      if (!translation) throw new Error(`The ${locale} catalogue lacks "${message.message ?? id}"`);
      translations[id] = translation;
    }
  }
  const { source, errors } = createCompiledCatalog(locale, translations, { namespace: 'es' });
  if (errors.length)
    throw new Error(`${locale}: ${errors.map(({ error }) => error.message).join('; ')}`);
  return { source, count: Object.keys(translations).length };
}

export function componentCatalogues(): Plugin {
  const others = LOCALES.filter((locale) => locale !== 'en');
  return {
    name: 'beeglobal:component-catalogues',
    enforce: 'pre',
    buildStart() {
      for (const locale of others)
        this.emitFile({
          type: 'chunk',
          id: `${CATALOGUE_ID}${locale}`,
          fileName: `messages/${locale}.js`,
        });
    },
    resolveId: (id) => (id.startsWith(CATALOGUE_ID) ? id : null),
    async load(id) {
      if (id.startsWith(CATALOGUE_ID))
        return (await componentCatalogue(id.slice(CATALOGUE_ID.length))).source;
      if (!MESSAGES_MODULE.test(id)) return null;
      const english = await componentCatalogue('en');
      const loaders = others.map(
        (locale) => `'${locale}': () => import('${CATALOGUE_ID}${locale}')`,
      );
      return [
        english.source.replace('export const messages', 'export const englishMessages'),
        // The package's Lingui is its own: a component never speaks through the app's.
        `export const speaksThroughTheApp = false;`,
        `const catalogues = { ${loaders.join(', ')} };`,
        `export const loadMessages = (locale) =>`,
        `  locale === 'en' ? Promise.resolve(englishMessages) : catalogues[locale]().then((module) => module.messages);`,
      ].join('\n');
    },
  };
}
