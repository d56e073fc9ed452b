// Finds the Chromium that browser tests and measurements use (Debian's packages, or CHROMIUM_PATH),
// and installs Debian's packages when they are missing and we may (root with apt-get).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Chromium as people run it: what the measurements (Lighthouse, Lantern, the swipe) load pages in. */
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Chromium's headless-only build (Debian's chromium-headless-shell, the same version and engine):
 * the tests' browser. A page load costs it a third of the CPU full Chromium's headless mode spends
 * (15 loads of the static demo, two pairs: 12.7/12.4 -> 4.1/4.1 CPU-s), and it draws the same
 * pixels. Without it the tests run in full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for a headless Chromium on a closed network: without them it floods the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Glyphs hinted as fontconfig's default has them, as full Chromium draws them (it ignores the
  // flag): the headless shell hints its own way unless told, and every picture would differ.
  '--font-render-hinting=slight',
];

/**
 * The tests' browser: the GPU process's work (software compositing, the pictures' captures) on a
 * thread of the browser's process instead, with no messages between the two. The story tests'
 * heaviest 8 files, runs in turns: 147/145/131 -> 134/132/128 CPU-s, the same pictures.
 * Measurements keep Chromium's own process layout (chromiumArgs).
 */
export const testChromiumArgs = [...chromiumArgs, '--in-process-gpu'];

function fromEnv() {
  const path = process.env.CHROMIUM_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROMIUM_PATH=${path} does not exist`);
  return path || null;
}

/** The tests' browser: CHROMIUM_PATH, else the headless shell, else full Chromium. */
export function findChromium() {
  return fromEnv() ?? [HEADLESS_SHELL, ...FULL].find((path) => existsSync(path)) ?? null;
}

/** Full Chromium, for measuring pages as people load them: CHROMIUM_PATH, else Debian's. */
function findFullChromium() {
  return fromEnv() ?? FULL.find((path) => existsSync(path)) ?? null;
}

// Emoji in the product's texts (🎉, theme badges) need a colour emoji font to render the same everywhere.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Installs Debian's `packages` (with the emoji font) where they are missing and we may. */
function ensure(find, packages) {
  const missing = [];
  if (!find()) missing.push(...packages);
  if (!existsSync(EMOJI_FONT)) missing.push('fonts-noto-color-emoji');
  if (missing.length === 0) return find();
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const installed = find();
  if (!installed) throw new Error(`apt-get installed ${packages.join(' ')}, but found no browser`);
  return installed;
}

/**
 * The tests' browser. As root (CI), Debian's headless shell is installed where it is missing;
 * otherwise whichever Chromium the machine has will do.
 */
export function ensureChromium() {
  const headlessShell = () => fromEnv() ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null);
  return ensure(process.getuid?.() === 0 ? headlessShell : findChromium, [
    'chromium-headless-shell',
  ]);
}

/** Full Chromium for the measurements, installing Debian's where it is missing. */
export const ensureFullChromium = () => ensure(findFullChromium, ['chromium']);

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
