// The project a generator writes into: it reads the files it changes, refuses what is already
// there, and writes nothing until every new text is made, so a refusal leaves the tree as it was.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Bad input or a name already taken: the generator says so in this one line and writes nothing. */
export class Refusal extends Error {}

export const refuse = (line: string): never => {
  throw new Refusal(line);
};

/** The project's root: where this script sits, two folders up. */
const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

export class Project {
  /** New and changed files by their path from the root, with their whole new text. */
  readonly written = new Map<string, { text: string; created: boolean }>();

  readonly root: string;

  // A field, not a parameter property: Node runs this file as it is, stripping types only.
  constructor(root = PROJECT_ROOT) {
    this.root = root;
  }

  exists = (file: string) => this.written.has(file) || existsSync(join(this.root, file));

  /** A file as this generator has left it so far. */
  read = (file: string) =>
    this.written.get(file)?.text ?? readFileSync(join(this.root, file), 'utf8');

  /** The files below a folder, as paths from it (a story's pictures sit in folders named *.stories.tsx). */
  list = (folder: string) =>
    existsSync(join(this.root, folder))
      ? readdirSync(join(this.root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => relative(join(this.root, folder), join(entry.parentPath, entry.name)))
      : [];

  /** A new file; refuses one that exists. */
  create(file: string, text: string) {
    if (this.exists(file)) refuse(`${file} already exists.`);
    this.written.set(file, { text, created: true });
  }

  /** A changed file, from its text as it is now. */
  change(file: string, edit: (text: string) => string) {
    const known = this.written.get(file);
    const created = known?.created ?? !existsSync(join(this.root, file));
    const text = known?.text ?? (created ? '' : this.read(file));
    this.written.set(file, { text: edit(text), created });
  }

  /** Writes every file, each laid out by Prettier with the project's settings. */
  async write() {
    const files = [...this.written.keys()];
    const texts = await Promise.all(
      files.map(async (file) => {
        const path = join(this.root, file);
        const options = await resolveConfig(path);
        return format(this.written.get(file)!.text, { ...options, filepath: path });
      }),
    );
    files.forEach((file, index) => {
      const path = join(this.root, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, texts[index]!);
    });
  }

  /** What was written, new files first, as paths from the root. */
  summary() {
    const entries = [...this.written.entries()];
    return [
      ...entries.filter(([, { created }]) => created).map(([file]) => `  wrote    ${file}`),
      ...entries.filter(([, { created }]) => !created).map(([file]) => `  changed  ${file}`),
    ];
  }
}
