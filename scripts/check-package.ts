// `npm run check:ui`: @beeglobal/ui as npm would publish it: built and packed once, then
// publint (strict) and Are the Types Wrong (ESM only; the CSS entries have no types to check).
// The journey of e2e/package.e2e.ts installs the same tarball in a plain React app.
import { execFileSync } from 'node:child_process';

const pack = execFileSync('npm', ['run', '--silent', 'pack:ui'], { encoding: 'utf8' });
const tarball = pack.trim().split('\n').pop()!;
const check = (command: string, args: string[]) =>
  execFileSync(`node_modules/.bin/${command}`, args, { stdio: 'inherit' });

check('publint', ['--strict', tarball]);
check('attw', [
  tarball,
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  'styles.css',
  'light.css',
  'dark.css',
  '--format',
  'table-flipped',
]);
console.log(tarball);
