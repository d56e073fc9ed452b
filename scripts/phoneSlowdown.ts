/**
 * The CPU slowdown that makes this machine, as fast as it is right now, a mid-tier phone: the
 * Lighthouse team's calculator (lighthouse-cpu-throttling-calculator, from docs/throttling.md),
 * given the benchmark index Lighthouse itself measures. Its default 4x assumes a host of index
 * 1533; on a slower or busier machine the same 4x would measure a slower phone than the budgets
 * mean, and the score would depend on what else the machine was doing.
 */
export function phoneSlowdown(benchmarkIndex: number) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
