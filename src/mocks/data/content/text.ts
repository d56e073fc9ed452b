/** Small helpers that keep templated sentences grammatical. */

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** "A", "A and B", "A, B and C". */
export const spokenList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
