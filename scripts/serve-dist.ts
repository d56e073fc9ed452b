// Serves a production build as a host would: gzip, long caching for hashed assets, the SPA's
// entry for every other path, and /api (HTTP and WebSocket) proxied to a mock API. Loopback only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiPathBelow } from '../src/contract/endpoints';
import type { StoredUser } from '../src/contract/browserStorage';
import type { AuthAnswer } from '../src/contract/types';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import { startApiServer } from '../src/mocks/server/api';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

type Options = {
  /** Where the build is served: the root, or the sub-path it was built for (BASE_PATH). */
  base?: string;
  /** A mock API for the build's API base; a static demo needs none. */
  api?: URL;
};

/**
 * Serves `root` below `base`, else 404. A path below it that is no file (nor a folder with an
 * index.html, nor a page without its `.html`) gets the build's 404.html with status 404, as static
 * hosts do (the static demo has one), or its 200.html (the app's build), or else index.html.
 */
export function serveDist(
  root: string,
  { base = '/', api }: Options = {},
): Promise<{ url: string; server: Server }> {
  const apiPath = `${apiPathBelow(base)}/`;
  const fallback = [
    { path: join(root, '404.html'), status: 404 },
    { path: join(root, '200.html'), status: 200 },
    { path: join(root, 'index.html'), status: 200 },
  ].find(({ path }) => existsSync(path))!;
  const cache = new Map<string, { body: Buffer; gzipped: Buffer | null }>();
  const file = (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      const body = readFileSync(path);
      entry = {
        body,
        gzipped: COMPRESSIBLE.has(extname(path)) ? gzipSync(body, { level: 9 }) : null,
      };
      cache.set(path, entry);
    }
    return entry;
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://app');
    if (api && url.pathname.startsWith(apiPath)) {
      const upstream = forward(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: url.pathname.slice(apiPath.length - 1) + url.search,
          headers: { ...request.headers, host: api.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    if (!url.pathname.startsWith(base)) return void response.writeHead(404).end();
    // Rooted before joining, so no `..` climbs out of the build.
    const wanted = join(root, normalize(`/${decodeURIComponent(url.pathname.slice(base.length))}`));
    // As static hosts do: a folder answers its index.html, and /landing answers landing.html.
    const found = [wanted, join(wanted, 'index.html'), `${wanted}.html`].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    const { path, status } = found ? { path: found, status: 200 } : fallback;
    const { body, gzipped } = file(path);
    const gzip = gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(status, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith(`${base}assets/`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(gzip ? gzipped : body);
  });

  // The real-time socket: the upgrade request goes on to the API, then bytes flow both ways.
  server.on('upgrade', (request, socket, head) => {
    if (!api || !request.url?.startsWith(apiPath)) return void socket.destroy();
    const upstream = connect(Number(api.port), api.hostname, () => {
      const path = request.url!.slice(apiPath.length - 1);
      const headers = Object.entries(request.headers)
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
        .join('\r\n');
      upstream.write(`${request.method} ${path} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}

/**
 * The benchmarks' app: a fresh production build, served as above with a json-server API on its
 * own copy of the seed. `demoSession` is the demo member signed in, as the browser stores them
 * (the value of the session key in local storage).
 */
export async function startBuiltApp(name: string) {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const api = await startApiServer({
    port: 0,
    dbFile: join(mkdtempSync(join(tmpdir(), `beeglobal-${name}-`)), 'db.json'),
  });
  const app = await serveDist('dist', { api: new URL(api.url) });
  const { token, user } = (await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  }).then((response) => response.json())) as AuthAnswer;
  const stored: StoredUser = {
    token,
    id: user.id,
    firstName: user.firstName,
    profileCompleted: user.profileCompleted,
    isPremium: user.isPremium,
  };
  return {
    url: app.url,
    demoSession: JSON.stringify({ state: { user: stored }, version: 0 }),
    close: async () => {
      app.server.close();
      await api.close();
    },
  };
}
