/** "Ana Lima" -> "AL"; one name gives one letter; nothing gives "?". */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase());
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : letters[0]! + letters[letters.length - 1]!;
}
