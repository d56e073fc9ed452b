// Puts this process, and every process it starts from now on, ahead of the machine's other work for
// the CPU: a measurement (npm run lighthouse) then measures the page, not what else is running.
//
// A nice value is not enough: Chromium sets its renderers' own (0 in the foreground, 5 in the
// background, absolute), so the renderer that runs the page would compete with npm test as an
// equal. A CPU control group holds whatever its processes do to their nice values.
//
// A group's weight is not enough either. Under Linux's EEVDF scheduler (6.6 and later) a thread
// that wakes does not take the CPU from a busy one at once, however heavy its group, and a page's
// load is a chain of wake-ups (the renderer's main thread waits on its IO thread, which waits on
// the browser's). Beside four busy loops, the dashboard's long tasks took 1.3 to 6 times their
// CPU time and its mobile TBT was 138 ms (median of 5; 10 to 30 ms on a quiet machine). So the
// browser's threads run real-time (round-robin, the lowest real-time priority), which wakes them
// ahead of any ordinary thread: 38 ms beside the same loops. The group may take at most 90 % of
// each second of each CPU for them, so the machine's other work keeps a tenth however busy the
// browser gets.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

type Hierarchy = { root: string; file: 'cpu.weight' | 'cpu.shares'; most: string };

/** cgroup v2's weight (1-10000, default 100), or v1's shares (default 1024), at their most. */
const HIERARCHIES: Hierarchy[] = [
  { root: '/sys/fs/cgroup', file: 'cpu.weight', most: '10000' },
  { root: '/sys/fs/cgroup/unified', file: 'cpu.weight', most: '10000' },
  { root: '/sys/fs/cgroup/cpu', file: 'cpu.shares', most: '262144' },
];

/** The group's real-time time in each period (v1, where real-time threads are grouped too). */
const REAL_TIME_RUNTIME = 'cpu.rt_runtime_us';
const REAL_TIME_SHARE = 0.9;

/** Whether a process started now may run real-time threads (`chrt` exits 0 only then). */
const mayRunRealTime = () => spawnSync('chrt', ['-r', '1', 'true']).status === 0;

export interface CpuFirst {
  /** How the CPU is taken first, as a person reads it. */
  how: string;
  /** The command that starts `executable` with real-time threads where allowed, else itself. */
  browser: (executable: string) => string;
  /** Puts the process back where it was. */
  release: () => void;
}

/**
 * Takes the CPU first, in a control group named `name` where the machine allows it (root), else by
 * the highest priority a nice value gives. `browser` wraps the browser's executable in `chrt` where
 * real-time threads are allowed.
 */
export function takeCpuFirst(
  name: string,
  hierarchies = HIERARCHIES,
  realTimeAllowed = mayRunRealTime,
): CpuFirst {
  for (const { root, file, most } of hierarchies) {
    const controllers = join(root, 'cgroup.controllers');
    // v2 must offer the cpu controller to its children; v1's cpu hierarchy has it by itself.
    if (file === 'cpu.weight' && !readable(controllers)?.split(/\s/).includes('cpu')) continue;
    if (!existsSync(join(root, 'cgroup.procs'))) continue;
    const group = join(root, name);
    try {
      mkdirSync(group, { recursive: true });
      writeFileSync(join(group, file), most);
      writeFileSync(join(group, 'cgroup.procs'), String(process.pid));
    } catch {
      continue;
    }
    const realTime = allowRealTime(group);
    return taken(
      `a CPU control group (${join(group, file)} ${most})`,
      realTimeAllowed()
        ? realTimeBrowser(realTime ? `at most ${REAL_TIME_SHARE * 100} % of each CPU` : undefined)
        : undefined,
      () => {
        try {
          writeFileSync(join(root, 'cgroup.procs'), String(process.pid));
          if (realTime) writeFileSync(join(group, REAL_TIME_RUNTIME), '0');
          rmdirSync(group);
        } catch {
          // A child still in it (a browser not yet gone): the group outlives this run, harmlessly.
        }
      },
    );
  }
  const browser = realTimeAllowed() ? realTimeBrowser() : undefined;
  try {
    setPriority(-20);
    return taken('the highest nice priority (Chromium sets its renderers back)', browser);
  } catch {
    return browser
      ? taken('', browser)
      : taken('nothing: other work on the machine slows the runs', undefined);
  }
}

type RealTimeBrowser = ReturnType<typeof realTimeBrowser>;

/** What takeCpuFirst returns: `how` said with the browser's part, and a release of both. */
function taken(how: string, browser: RealTimeBrowser | undefined, release = () => {}): CpuFirst {
  return {
    how: [how, browser && `the browser's threads real-time (${browser.limit})`]
      .filter(Boolean)
      .join(', '),
    browser: (executable) => browser?.wrap(executable) ?? executable,
    release: () => {
      browser?.remove();
      release();
    },
  };
}

/**
 * Gives a v1 group real-time time where the hierarchy groups real-time threads (without it, they
 * may not run in the group at all). Returns whether it gave some.
 */
function allowRealTime(group: string) {
  const period = Number(readable(join(group, 'cpu.rt_period_us')));
  if (!existsSync(join(group, REAL_TIME_RUNTIME)) || !period) return false;
  try {
    writeFileSync(join(group, REAL_TIME_RUNTIME), String(Math.round(period * REAL_TIME_SHARE)));
    return true;
  } catch {
    // More than the machine leaves to real-time threads (another group holds some).
    return false;
  }
}

/**
 * A script that starts an executable with real-time round-robin threads, in a folder of its own;
 * `share` is what its group may take of the CPU (else the kernel's own limit holds).
 */
function realTimeBrowser(share?: string) {
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-real-time-'));
  return {
    limit: `chrt -r 1${share ? `, ${share}` : ''}`,
    wrap(executable: string) {
      const script = join(folder, 'browser');
      writeFileSync(script, `#!/bin/sh\nexec chrt -r 1 '${executable}' "$@"\n`, { mode: 0o755 });
      return script;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

function readable(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
