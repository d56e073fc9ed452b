import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_RULES } from '../contract/choices';
import { API_MESSAGES, inInterfaceLanguage } from './apiMessages';

/*
 * The mock backend's every message has its translation: a message added to the backend without
 * one fails here, rather than reaching a member in English.
 */

const SOURCES = ['src/mocks/backend', 'src/contract/schemas', 'src/mocks/storyScenarios.ts'];

const sourceFiles = (path: string): string[] =>
  path.endsWith('.ts')
    ? [path]
    : readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sourceFiles(join(path, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
            ? [join(path, entry.name)]
            : [],
      );

/** A quoted text: '…', "…" or `…` (whose ${…} parts stand for any value). */
const QUOTED = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;

/** Where the backend puts a text it answers with. */
const MESSAGE_PLACES = [
  // { error: '…' } and { path, msg: '…' }
  new RegExp(String.raw`\b(?:error|msg):\s*` + QUOTED, 'g'),
  // fail(404, '…'): an answer's `error`
  new RegExp(String.raw`\bfail\(\s*\d+\s*,\s*` + QUOTED, 'g'),
  // zod's messages: .min(1, '…'), .max(max, tooLong(max)) by way of `tooLong = (max) => \`…\``
  new RegExp(
    String.raw`\.(?:min|max|length|startsWith|endsWith|regex|includes)\([^,()]+,\s*` + QUOTED,
    'g',
  ),
  new RegExp(String.raw`\btooLong\s*=\s*\([^)]*\)\s*=>\s*` + QUOTED, 'g'),
];

/** The backend's texts in its source, each as a pattern (a template's values match anything). */
function backendMessages(files: { path: string; text: string }[]) {
  const found = new Map<string, { pattern: RegExp; where: string }>();
  for (const { path, text } of files) {
    for (const place of MESSAGE_PLACES) {
      for (const match of text.matchAll(place)) {
        const quoted = match[1]!;
        const body = quoted.slice(1, -1);
        const parts = quoted.startsWith('`') ? body.split(/\$\{[^}]*\}/) : [body];
        const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        found.set(body, { pattern: new RegExp(`^${escaped.join('.+')}$`), where: path });
      }
    }
  }
  return found;
}

const backendFiles = () =>
  SOURCES.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** The backend's texts that no entry of the map is. */
const untranslated = (files: { path: string; text: string }[]) =>
  [...backendMessages(files)]
    .filter(([, { pattern }]) => !Object.keys(API_MESSAGES).some((words) => pattern.test(words)))
    .map(([text, { where }]) => `${where}: ${text}`);

describe("the server's words", () => {
  afterEach(() => i18n.activate('en'));

  it('have a translation for every message the mock backend answers with', () => {
    const messages = backendMessages(backendFiles());
    // The collection finds them: some of each kind.
    expect(messages.has('User not found')).toBe(true);
    expect(messages.has('Nationality is required for international members')).toBe(true);
    expect(messages.has('Required')).toBe(true);
    expect(messages.has('Too long: at most ${max} characters')).toBe(true);
    expect(untranslated(backendFiles())).toEqual([]);
  });

  it('have the profile rules of the contract', () => {
    for (const rule of Object.values(PROFILE_RULES))
      expect(Object.keys(API_MESSAGES)).toContain(rule);
  });

  it('fail for a message the map lacks', () => {
    const added = { path: 'src/mocks/backend/new.ts', text: "return fail(418, 'I am a teapot');" };
    expect(untranslated([added])).toEqual(['src/mocks/backend/new.ts: I am a teapot']);
    const template = { path: 'x.ts', text: 'fail(400, `At most ${n} teapots`)' };
    expect(untranslated([template])).toEqual(['x.ts: At most ${n} teapots']);
  });

  it('say in English exactly what the backend says', () => {
    for (const [english, words] of Object.entries(API_MESSAGES)) {
      expect(i18n._(words)).toBe(english);
      expect(inInterfaceLanguage(english)).toBe(english);
    }
  });

  it('translate a known message, and leave any other as it came', () => {
    const words = API_MESSAGES['User not found']!;
    i18n.loadAndActivate({ locale: 'es', messages: { [words.id]: 'Usuario no encontrado' } });
    expect(inInterfaceLanguage('User not found')).toBe('Usuario no encontrado');
    expect(inInterfaceLanguage('Quota exceeded for today')).toBe('Quota exceeded for today');
    expect(inInterfaceLanguage('toString')).toBe('toString');
  });
});
