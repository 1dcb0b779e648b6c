import { performance } from "node:perf_hooks";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Median times of two kinds of request, run alternately so that a busy moment on a shared
 * machine slows both alike. Compared as a generous ratio, never against a fixed number of ms.
 */
export async function alternateMedians(
  rounds: number,
  first: (round: number) => Promise<unknown>,
  second: (round: number) => Promise<unknown>,
): Promise<{ first: number; second: number }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    await first(round);
    a.push(performance.now() - start);
    start = performance.now();
    await second(round);
    b.push(performance.now() - start);
  }
  return { first: median(a), second: median(b) };
}
