import { describe, expect, it } from 'vitest';
import { describe as describeVerdict, judge, sizeTolerance, timingFloor } from '../regression.ts';
import { MachineProbes } from '../machine-probe.ts';

describe('the bench verdict against its baseline', () => {
  it('holds sizes to their exact bytes, with a small tolerance', () => {
    expect(judge('size', 102_000, 100_000)?.regression).toBe(false);
    expect(judge('size', 100_000 * (1 + sizeTolerance) + 1, 100_000)?.regression).toBe(true);
    expect(judge('size', 80_000, 100_000)).toMatchObject({ regression: false, change: -0.2 });
  });

  it('takes the machine’s speed out of a timing before judging it', () => {
    // The machine was twice as slow this run (probe 200 ms against 100): 190 ms is a 5 % gain, not +90 %.
    const slower = { now: { probeMs: 200, spread: 0.02 }, before: { probeMs: 100, spread: 0.02 } };
    expect(judge('time', 190, 100, slower)?.change).toBeCloseTo(-0.05);
    expect(judge('time', 190, 100, slower)?.regression).toBe(false);
    // Same speed: +90 % is a regression.
    const same = { now: { probeMs: 100, spread: 0.02 }, before: { probeMs: 100, spread: 0.02 } };
    expect(judge('time', 190, 100, same)?.regression).toBe(true);
  });

  it('turns a slower machine’s lower rate back into the same rate', () => {
    const slower = { now: { probeMs: 150, spread: 0 }, before: { probeMs: 100, spread: 0 } };
    expect(judge('rate', 1000, 1500, slower)?.change).toBeCloseTo(0);
    expect(judge('rate', 600, 1500, slower)?.regression).toBe(true);
  });

  it('flags a timing only beyond the noise both runs measured, never below the floor', () => {
    const noisy = { now: { probeMs: 100, spread: 0.3 }, before: { probeMs: 100, spread: 0.2 } };
    expect(judge('time', 140, 100, noisy)).toMatchObject({ regression: false, tolerance: 0.5 });
    expect(judge('time', 160, 100, noisy)?.regression).toBe(true);
    expect(judge('time', 100 * (1 + timingFloor) + 1, 100)?.regression).toBe(true);
    expect(judge('time', 100 * (1 + timingFloor) - 1, 100)?.regression).toBe(false);
  });

  it('says nothing without a baseline figure, and names the noise when it flags', () => {
    expect(judge('time', 5, undefined)).toBeUndefined();
    expect(describeVerdict(undefined)).toBe('');
    expect(describeVerdict(judge('time', 150, 100))).toBe('+50.0% REGRESSION (noise 10%)');
    expect(describeVerdict(judge('time', 97, 100))).toBe('-3.0%');
  });
});

describe('the machine probe', () => {
  it('records each probe, its median and its spread', () => {
    const probes = new MachineProbes();
    probes.take();
    probes.take();
    const summary = probes.summary();
    expect(summary.probeMs).toHaveLength(2);
    expect(summary.medianMs).toBeGreaterThan(0);
    expect(summary.spread).toBeGreaterThanOrEqual(0);
    expect(summary.loadAverage).toHaveLength(2);
  });
});
