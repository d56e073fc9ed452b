import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from '../src/mocks/server/api';
import { freePort } from '../scripts/freePort.ts';
import { journeyBuild } from '../scripts/journeyBuilds.ts';

/** The built app served for one worker, with a json-server API on data of its own behind /api. */
export interface AppServer {
  baseURL: string;
  /** The json-server data file behind baseURL's /api. */
  apiDbFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server a worker, in worker order (VITEST_POOL_ID 1 is the first). */
    apps: AppServer[];
    demoURL: string;
  }
}

export { freePort };

export async function waitForServer(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

async function serve(
  outDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', env: { ...process.env, ...env } },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, Date.now() + 30_000);
  return { url, server };
}

/** The app's /api goes (through the preview server's proxy) to a json-server API on its own data. */
async function serveApp() {
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-e2e-'));
  const apiDbFile = join(folder, 'db.json');
  const api = await startApiServer({ port: 0, dbFile: apiDbFile });
  const app = await serve('dist', { MOCK_API_URL: api.url });
  return {
    served: { baseURL: app.url, apiDbFile },
    stop: async () => {
      app.server.kill('SIGTERM');
      await api.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the app (for a real backend) and the static demo (MSW in the browser), and serves the
 * demo and, per worker, the app with a json-server API of its own: journey files run side by side
 * and must not see one another's members, posts or messages. Stops them all when the run ends.
 */
export default async function setup(project: TestProject) {
  // Side by side: each build waits on one core much of the time (its server-side render of the
  // landing page, writing files). Made ahead under npm test (scripts/journeyBuilds.ts).
  await Promise.all([journeyBuild('app'), journeyBuild('demo')]);
  const workers = project.config.maxWorkers;
  const [demo, ...apps] = await Promise.all([
    serve('dist-demo'),
    ...Array.from({ length: workers }, serveApp),
  ] as const);
  project.provide(
    'apps',
    apps.map((app) => app.served),
  );
  project.provide('demoURL', demo.url);
  return async () => {
    demo.server.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.stop()));
  };
}
