// Puts this process, and every process it starts from now on, ahead of the machine's other work for
// the CPU: a measurement (npm run lighthouse) then measures the page, not what else is running.
//
// A nice value is not enough: Chromium sets its renderers' own (0 in the foreground, 5 in the
// background, absolute), so the renderer that runs the page would compete with npm test as an
// equal. A CPU control group holds whatever its processes do to their nice values.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';

type Hierarchy = { root: string; file: 'cpu.weight' | 'cpu.shares'; most: string };

/** cgroup v2's weight (1-10000, default 100), or v1's shares (default 1024), at their most. */
const HIERARCHIES: Hierarchy[] = [
  { root: '/sys/fs/cgroup', file: 'cpu.weight', most: '10000' },
  { root: '/sys/fs/cgroup/unified', file: 'cpu.weight', most: '10000' },
  { root: '/sys/fs/cgroup/cpu', file: 'cpu.shares', most: '262144' },
];

/**
 * Takes the CPU first, in a control group named `name` where the machine allows it (root), else by
 * the highest priority a nice value gives. Returns how, and a release that puts the process back.
 */
export function takeCpuFirst(
  name: string,
  hierarchies = HIERARCHIES,
): { how: string; release: () => void } {
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
    return {
      how: `a CPU control group (${join(group, file)} ${most})`,
      release: () => {
        try {
          writeFileSync(join(root, 'cgroup.procs'), String(process.pid));
          rmdirSync(group);
        } catch {
          // A child still in it (a browser not yet gone): the group outlives this run, harmlessly.
        }
      },
    };
  }
  try {
    setPriority(-20);
    return { how: 'the highest nice priority (Chromium sets its renderers back)', release() {} };
  } catch {
    return { how: 'nothing: other work on the machine slows the runs', release() {} };
  }
}

function readable(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
