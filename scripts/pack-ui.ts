// `npm run pack:ui`: builds @beeglobal/ui and packs it (`npm pack` of packages/ui), printing the
// tarball's path as the last line, for `npm install <path>` in another app.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

export const PACK_FOLDER = resolve('packages/ui/pack');

execFileSync('npm', ['run', 'build:ui', '--silent'], { stdio: 'inherit' });
rmSync(PACK_FOLDER, { recursive: true, force: true });
mkdirSync(PACK_FOLDER, { recursive: true });
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', './packages/ui', '--json', '--pack-destination', PACK_FOLDER], {
    encoding: 'utf8',
  }),
) as { filename: string; size: number; entryCount: number }[];
if (!packed) throw new Error('npm pack wrote no tarball');
console.log(
  `@beeglobal/ui: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB packed`,
);
console.log(resolve(PACK_FOLDER, packed.filename));
