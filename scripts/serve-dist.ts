// Serves a production build as a host would: gzip, long caching for hashed assets, the SPA's
// index.html for every other path, and /api (HTTP and WebSocket) proxied to a mock API. Loopback only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { StoredUser } from '../src/contract/session';
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

export function serveDist(root: string, api: URL): Promise<{ url: string; server: Server }> {
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
    if (url.pathname.startsWith('/api/')) {
      const upstream = forward(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: url.pathname.slice(4) + url.search,
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
    const wanted = join(root, normalize(decodeURIComponent(url.pathname)));
    const found = existsSync(wanted) && statSync(wanted).isFile();
    const path = found ? wanted : join(root, 'index.html');
    const { body, gzipped } = file(path);
    const gzip = gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(gzip ? gzipped : body);
  });

  // The real-time socket: the upgrade request goes on to the API, then bytes flow both ways.
  server.on('upgrade', (request, socket, head) => {
    const upstream = connect(Number(api.port), api.hostname, () => {
      const path = (request.url ?? '/').replace(/^\/api/, '');
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
  const app = await serveDist('dist', new URL(api.url));
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
