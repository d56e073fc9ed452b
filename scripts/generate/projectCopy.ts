// A working copy of the project in another folder, for trying the generators where nothing they
// write can reach the real tree.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Copies the project's files (tracked and new, as the working tree has them) from `from` into
 * `to`, leaving out the stories' pictures, which nothing run there compares. node_modules is
 * hard-linked where it can be, not copied (a symlink to it makes Vite refuse the fonts' files as
 * outside the project); the tools' caches, which they rewrite in place, are copied instead, so
 * nothing run in the copy writes through a link into the real one.
 */
export function copyProject(from: string, to: string) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: from, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && !file.includes('__screenshots__/') && existsSync(join(from, file)));
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(from, file), join(to, file));
  }
  try {
    execFileSync('cp', ['-al', join(from, 'node_modules'), join(to, 'node_modules')], {
      stdio: 'ignore',
    });
  } catch {
    // No hard links across file systems, nor `cp -l` on macOS: a plain copy, slower.
    rmSync(join(to, 'node_modules'), { recursive: true, force: true });
    cpSync(join(from, 'node_modules'), join(to, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  for (const cache of ['.vite', '.vite-temp', '.cache'])
    rmSync(join(to, 'node_modules', cache), { recursive: true, force: true });
  // Vite's pre-bundled dependencies: a copy keeps the first start in the copy quick.
  if (existsSync(join(from, 'node_modules/.vite')))
    cpSync(join(from, 'node_modules/.vite'), join(to, 'node_modules/.vite'), { recursive: true });
  return files.length;
}
