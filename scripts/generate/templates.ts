// The generators' file templates (Eta), one file each under templates/, named as what they make.
import { join } from 'node:path';
import { Eta } from 'eta';

// Code, not HTML: nothing is escaped, and a line break after a tag is kept unless the tag ends
// with -%> (the lines that hold only an if).
const eta = new Eta({
  views: join(import.meta.dirname, 'templates'),
  autoEscape: false,
  autoTrim: false,
});

/** The template `name` (e.g. 'component/Component.tsx.eta') filled with `data` (`it` in it). */
export const render = (name: string, data: object) => eta.render(name, data);
