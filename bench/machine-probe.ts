import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { median } from './median.ts';

/**
 * How fast this machine is right now: a fixed piece of CPU work (compressing and parsing the same bytes every time),
 * timed between the benches. A timing is compared with its baseline only after both are divided by the probe of their
 * own run, so a busier or slower machine does not read as a regression; the probe's spread within one run is the
 * noise that run measured.
 */
export interface MachineProbe {
  /** Each probe's wall time, in the order taken (one per bench section). */
  probeMs: number[];
  /** Their median. */
  medianMs: number;
  /** (slowest - fastest) / median: how much the machine's speed moved during the run. */
  spread: number;
  /** The one-minute load average at each probe. */
  loadAverage: number[];
}

const sample = (() => {
  // Deterministic bytes shaped like an API answer: repeated keys, varying numbers.
  const rows = Array.from({ length: 4000 }, (_, i) => ({ id: i, home: `team ${i % 97}`, score: [i % 5, i % 3], minute: i % 90 }));
  return JSON.stringify(rows);
})();

/** One probe: gzip the sample at level 6 and parse it back, 8 times. About 60-120 ms on a 2-core machine at rest. */
function probeOnce(): number {
  const started = performance.now();
  for (let i = 0; i < 8; i++) {
    gzipSync(sample, { level: 6 });
    JSON.parse(sample);
  }
  return performance.now() - started;
}

/** Collects probes taken between the bench sections. */
export class MachineProbes {
  private readonly times: number[] = [];
  private readonly loads: number[] = [];

  /** Takes one probe (the fastest of three back to back, so a single preemption does not count as the machine). */
  take(): number {
    const fastest = Math.min(probeOnce(), probeOnce(), probeOnce());
    this.times.push(fastest);
    this.loads.push(Number(loadavg()[0].toFixed(2)));
    return fastest;
  }

  /** The run's probe figures. */
  summary(): MachineProbe {
    const medianMs = median(this.times);
    const spread = this.times.length > 1 ? (Math.max(...this.times) - Math.min(...this.times)) / medianMs : 0;
    return {
      probeMs: this.times.map((t) => Math.round(t * 10) / 10),
      medianMs: Math.round(medianMs * 10) / 10,
      spread: Number(spread.toFixed(3)),
      loadAverage: this.loads,
    };
  }
}
