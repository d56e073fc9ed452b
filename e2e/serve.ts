import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) => {
    // NODE_ENV is 'test' inside vitest; the journeys must run the production build.
    const child = spawn('node_modules/.bin/vite', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited ${code}`))));
  });

async function waitForServer(url: string, deadline: number) {
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

/** Builds the app and serves the production build on loopback for the journeys; stops it by PID. */
export default async function setup(project: TestProject) {
  await run(['build', '--logLevel', 'warn']);
  const port = await freePort();
  const server: ChildProcess = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(baseURL, Date.now() + 30_000);
  project.provide('baseURL', baseURL);
  return () => {
    server.kill('SIGTERM');
  };
}
