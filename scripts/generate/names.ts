// How the generators spell one name in each place it goes: a component's or screen's name as a
// type (RsvpSummary), as a key (rsvpSummary), as words (Rsvp summary), in a file name.

/** Every word capitalised, letters and digits only: RsvpSummary, Groups. */
export const isPascalCase = (name: string) => /^(?:[A-Z][a-z0-9]+)+$/.test(name);

/** The first word lower case, every other capitalised: listGroups. */
export const isCamelCase = (name: string) => /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)*$/.test(name);

/** The words of a PascalCase or camelCase name: RsvpSummary is ['Rsvp', 'Summary']. */
export const wordsOf = (name: string) => name.match(/[A-Z]?[a-z0-9]+/g) ?? [name];

/** As a sentence starts: RsvpSummary is 'Rsvp summary'. */
export const sentence = (name: string) => {
  const text = wordsOf(name).join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** As a file or URL part: RsvpSummary is 'rsvp-summary'. */
export const kebab = (name: string) =>
  wordsOf(name)
    .map((word) => word.toLowerCase())
    .join('-');

/** A path's part as a name: 'event-groups' is eventGroups. */
export const fromKebab = (part: string) =>
  part.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** One of a plural English noun, the common ways: groups -> group, stories -> story. */
export function singular(noun: string) {
  if (/ies$/.test(noun)) return noun.replace(/ies$/, 'y');
  if (/(?:ss|sh|ch|x)es$/.test(noun)) return noun.replace(/es$/, '');
  // status, bus, analysis and class stay as they are.
  if (/[^su]s$/.test(noun) && !/is$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

/** Text in lines of at most `width` characters, broken between words. */
export function wrap(text: string, width: number) {
  const lines = [''];
  for (const word of text.trim().split(/\s+/)) {
    const line = lines.at(-1)!;
    if (line && line.length + 1 + word.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

/** `text` as a JSDoc comment, wrapped at the project's width (Prettier leaves comments as they are). */
export function jsdoc(text: string, indent = '') {
  const lines = wrap(text, 100 - indent.length - ' * '.length);
  const one = `${indent}/** ${lines[0]} */`;
  if (lines.length === 1 && one.length <= 100) return one;
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`), `${indent} */`].join('\n');
}
