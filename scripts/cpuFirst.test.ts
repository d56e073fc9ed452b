import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeCpuFirst } from './cpuFirst';
import { testFolder } from './testFolder';

describe('takeCpuFirst', () => {
  it('joins a control group of its own at the highest share, where the hierarchy has one', () => {
    const folder = testFolder('cpu-first');
    const v2 = join(folder, 'v2');
    const v1 = join(folder, 'v1');
    // A v2 root that does not offer the cpu controller is passed over.
    mkdirSync(v2);
    writeFileSync(join(v2, 'cgroup.controllers'), 'memory pids');
    writeFileSync(join(v2, 'cgroup.procs'), '');
    mkdirSync(v1);
    writeFileSync(join(v1, 'cgroup.procs'), '');
    const taken = takeCpuFirst(
      'measure',
      [
        { root: v2, file: 'cpu.weight', most: '10000' },
        { root: v1, file: 'cpu.shares', most: '262144' },
      ],
      () => false,
    );
    expect(taken.how).toContain(join(v1, 'measure', 'cpu.shares'));
    expect(readFileSync(join(v1, 'measure', 'cpu.shares'), 'utf8')).toBe('262144');
    expect(readFileSync(join(v1, 'measure', 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
    taken.release();
    // Put back in the root group.
    expect(readFileSync(join(v1, 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
  });

  it("gives the group real-time time and starts the browser's threads real-time, where allowed", () => {
    const v1 = join(testFolder('cpu-first-real-time'), 'v1');
    const group = join(v1, 'measure');
    // What the kernel puts in every new v1 group where real-time threads are grouped too.
    mkdirSync(group, { recursive: true });
    writeFileSync(join(v1, 'cgroup.procs'), '');
    writeFileSync(join(group, 'cpu.rt_period_us'), '1000000');
    writeFileSync(join(group, 'cpu.rt_runtime_us'), '0');
    const taken = takeCpuFirst(
      'measure',
      [{ root: v1, file: 'cpu.shares', most: '262144' }],
      () => true,
    );
    expect(readFileSync(join(group, 'cpu.rt_runtime_us'), 'utf8')).toBe('900000');
    expect(taken.how).toContain(
      "the browser's threads real-time (chrt -r 1, at most 90 % of each CPU)",
    );
    const script = taken.browser('/usr/bin/chromium');
    expect(readFileSync(script, 'utf8')).toBe(
      `#!/bin/sh\nexec chrt -r 1 '/usr/bin/chromium' "$@"\n`,
    );
    taken.release();
    expect(readFileSync(join(group, 'cpu.rt_runtime_us'), 'utf8')).toBe('0');
    expect(existsSync(script)).toBe(false);
  });

  it('starts the browser as it is where real-time threads are not allowed', () => {
    const v1 = join(testFolder('cpu-first-ordinary'), 'v1');
    mkdirSync(v1, { recursive: true });
    writeFileSync(join(v1, 'cgroup.procs'), '');
    const taken = takeCpuFirst(
      'measure',
      [{ root: v1, file: 'cpu.shares', most: '262144' }],
      () => false,
    );
    expect(taken.how).not.toContain("the browser's threads");
    expect(taken.browser('/usr/bin/chromium')).toBe('/usr/bin/chromium');
    taken.release();
  });
});
