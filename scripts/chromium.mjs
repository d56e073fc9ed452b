// Finds the Chromium that every browser test uses (Debian's package, or CHROMIUM_PATH),
// and installs Debian's package when it is missing and we may (root with apt-get).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a headless Chromium on a closed network: without them it floods the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

// Emoji in the product's texts (🎉, theme badges) need a colour emoji font to render the same everywhere.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

export function ensureChromium() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!existsSync(EMOJI_FONT)) missing.push('fonts-noto-color-emoji');
  if (missing.length === 0) return findChromium();
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no chromium binary was found');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
