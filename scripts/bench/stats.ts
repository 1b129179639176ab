/** Timing helpers for the benchmarks: percentiles over repeated runs, in milliseconds. */
export interface Timing {
  runs: number
  p50: number
  p95: number
  max: number
}

export function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return sorted[Math.max(0, index)] as number
}

/** Times `task`, awaited when it returns a promise. */
export async function time(runs: number, task: () => unknown): Promise<Timing> {
  const samples: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    await task()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return {
    runs,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1] as number,
  }
}

export const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`
