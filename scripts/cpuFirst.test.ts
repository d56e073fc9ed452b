import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    const taken = takeCpuFirst('measure', [
      { root: v2, file: 'cpu.weight', most: '10000' },
      { root: v1, file: 'cpu.shares', most: '262144' },
    ]);
    expect(taken.how).toContain(join(v1, 'measure', 'cpu.shares'));
    expect(readFileSync(join(v1, 'measure', 'cpu.shares'), 'utf8')).toBe('262144');
    expect(readFileSync(join(v1, 'measure', 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
    taken.release();
    // Put back in the root group.
    expect(readFileSync(join(v1, 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
  });
});
