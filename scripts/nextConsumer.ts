// The Next.js consumer (examples/next-consumer) installed from the packed tarball in a folder of
// its own, built and served by `next start`: for its journey (e2e/next.e2e.ts) and `npm run bench`.
// Plain TypeScript that Node 24 runs as it is (scripts/bench.mjs imports it).
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { freePort } from './freePort.ts';

const execute = promisify(execFile);

/** A command, failing with the end of what it printed (a type error in the package, say). */
export const run = (command: string, args: string[], options: { cwd?: string } = {}) =>
  execute(command, args, {
    ...options,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Production, as its own developer would build (vitest's NODE_ENV is 'test'); Next's
    // telemetry off, so nothing reaches for the network.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  }).catch((error: Error & { stdout?: string; stderr?: string }) => {
    const said = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-30);
    throw new Error(`${command} ${args.join(' ')} failed:\n${said.join('\n')}`);
  });

/** The tarball `npm test` packed for this run, else packed now (`npm run pack:ui`'s last line). */
export async function packedTarball() {
  if (process.env.BEEGLOBAL_UI_TARBALL) return process.env.BEEGLOBAL_UI_TARBALL;
  const { stdout } = await run('npm', ['run', '--silent', 'pack:ui']);
  return stdout.trim().split('\n').pop()!;
}

const seconds = (since: number) => (Date.now() - since) / 1000;

/**
 * Copies the example to a temporary folder, installs it with the tarball (from npm's cache when
 * it has the packages) and builds it. The caller removes `folder` (removeNextConsumer).
 */
export async function buildNextConsumer(tarball: string) {
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-next-consumer-'));
  // A developer's own install or build of the example is not copied.
  cpSync('examples/next-consumer', folder, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.next)$/.test(source),
  });
  try {
    let started = Date.now();
    // With its devDependencies (TypeScript, React's types), whatever NODE_ENV says: without them
    // `next build` would install TypeScript itself, or, where CI is set, fail.
    const install = ['install', '--include=dev', '--prefer-offline', '--no-audit', '--no-fund'];
    await run('npm', [...install, tarball], { cwd: folder });
    const installed = seconds(started);
    started = Date.now();
    await run('node_modules/.bin/next', ['build'], { cwd: folder });
    return { folder, seconds: { install: installed, build: seconds(started) } };
  } catch (error) {
    removeNextConsumer(folder);
    throw error;
  }
}

/**
 * `next start` on 127.0.0.1 at a free port, once it answers. `next start` is a tree of
 * processes: it runs in a process group of its own, and `stop()` ends that group by its PID.
 */
export async function startNextConsumer(folder: string, timeoutMs = 30_000) {
  const port = await freePort();
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: folder,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  let said = '';
  server.stdout.on('data', (chunk) => (said += chunk));
  server.stderr.on('data', (chunk) => (said += chunk));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, signal);
    } catch {
      // already gone
    }
  };
  // In a group of its own it would outlive a caller that dies first (an uncaught error, say).
  const orphaned = () => group('SIGKILL');
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (server.exitCode !== null || server.signalCode !== null) return;
    group('SIGTERM');
    const killed = setTimeout(() => group('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killed);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (server.exitCode !== null) throw new Error(`next start exited ${server.exitCode}:\n${said}`);
    try {
      // Any answer will do: the server is up (which page answers is the caller's check).
      await fetch(url);
      return { url, stop, output: () => said };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The JavaScript a browser loads for a route, as `next start` serves it: every `<script src>` of
 * its HTML (the chunks of the route's client components and Next's runtime, which the App Router
 * lists in the HTML rather than loading later), less `nomodule` polyfills a modern browser skips.
 */
export async function routeScripts(url: string, route: string) {
  const html = await (await fetch(new URL(route, url))).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map(([, attributes]) => attributes!)
        .filter((attributes) => !/\bnomodule\b/i.test(attributes))
        .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
        .filter((source): source is string => Boolean(source)),
    ),
  ];
  return Promise.all(
    sources.map(async (source) => {
      const response = await fetch(new URL(source.replaceAll('&amp;', '&'), url));
      if (!response.ok) throw new Error(`${source}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { source, gzipped: gzipSync(body, { level: 9 }).length };
    }),
  );
}

/** Removes the consumer's folder. */
export const removeNextConsumer = (folder: string) =>
  rmSync(folder, { recursive: true, force: true });
