import { execFileSync } from 'node:child_process';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import {
  compileMessage,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales';

/*
 * Every language says everything: a message one catalogue lacks fails here, not as English on a
 * member's screen. The catalogues hold what the code says, and each translation keeps its
 * source's placeholders and the plural forms its language needs.
 */

type Entry = { message?: string; translation?: string };
let catalogues: Record<string, Record<string, Entry>>;
const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

beforeAll(async () => {
  // Both catalogues of each language (the landing page's, the screens'), as one list per language.
  catalogues = {};
  for (const catalog of await getCatalogs(getConfig({ skipValidation: true }))) {
    const byLocale = (await catalog.readAll()) as typeof catalogues;
    for (const [locale, entries] of Object.entries(byLocale)) {
      for (const [id, entry] of Object.entries(entries ?? {})) {
        (catalogues[locale] ??= {})[`${catalog.path} ${id}`] = entry;
      }
    }
  }
});

/** The values a message puts in ({name}, {count, plural, …}), and each plural's forms. */
function placeholders(message: CompiledMessage, found = new Map<string, string[]>()) {
  const visit = (token: CompiledMessageToken) => {
    if (typeof token === 'string') return;
    const [name, format, choices] = token;
    const forms =
      choices && typeof choices === 'object'
        ? Object.keys(choices).filter((form) => form !== 'offset')
        : [];
    found.set(name, format === 'plural' ? forms : (found.get(name) ?? []));
    if (choices && typeof choices === 'object') Object.values(choices).forEach(walk);
  };
  // A choice's value is a message, or a plural's offset (a number).
  const walk = (part: unknown) => void (Array.isArray(part) && part.forEach(visit));
  walk(message);
  return found;
}

const source = () => Object.entries(catalogues[SOURCE_LOCALE]!);

describe('the message catalogues', () => {
  it('hold every message the code says, and none it no longer says', () => {
    // Exits non-zero, naming the catalogue, when `npm run i18n:extract` would change one (in one
    // thread, as that script reads the sources).
    expect(() =>
      execFileSync('node_modules/.bin/lingui', ['check', 'sync', '--clean', '--workers', '1'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 30_000);

  it.each(TRANSLATED)('%s has every message', (locale) => {
    const catalogue = catalogues[locale]!;
    const missing = source()
      .filter(([id]) => !catalogue[id]?.translation?.trim())
      .map(([id, entry]) => entry.message ?? id);
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)("%s keeps each message's placeholders and its plural forms", (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const findings: string[] = [];
    for (const [id, entry] of source()) {
      const translation = catalogues[locale]![id]?.translation;
      if (!translation) continue;
      const wanted = placeholders(compileMessage(entry.message ?? id));
      const got = placeholders(compileMessage(translation));
      const names = (map: Map<string, string[]>) => [...map.keys()].sort().join(', ');
      if (names(wanted) !== names(got)) {
        findings.push(
          `"${translation}" has {${names(got)}} where the source has {${names(wanted)}}`,
        );
      }
      for (const [name, forms] of got) {
        if (!wanted.has(name) || wanted.get(name)!.length === 0) continue;
        const lacking = needed.filter((form) => !forms.includes(form));
        if (lacking.length) findings.push(`"${translation}" lacks the ${lacking.join(', ')} forms`);
      }
    }
    expect(findings).toEqual([]);
  });
});
