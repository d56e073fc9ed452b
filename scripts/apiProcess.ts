// The mock API (`npm run api`) as a child process of a check (scripts/load.ts, scripts/crash.ts):
// on loopback, on a data file of its own.
import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from './freePort';

/** Sends a signal to the API's process group (tsx and the node it runs); none if it is gone. */
export function signalApi(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // Already gone.
  }
}

/** Settles once the API's process has ended. */
export const apiExited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the API in a process group of its own, so a signal reaches all of it; null if it exited
 * (a damaged data file, say) or did not answer within 30 s.
 */
export async function startApiProcess(port: number, dbFile: string): Promise<ChildProcess | null> {
  const child = spawn('node_modules/.bin/tsx', ['scripts/api.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_DB_FILE: dbFile },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`http://127.0.0.1:${port}/users/me`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  signalApi(child, 'SIGKILL');
  return null;
}
