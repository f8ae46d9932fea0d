/**
 * The bench's verdict on one figure against the baseline (bench/README.md "Regressions"). Sizes are exact, so any
 * growth beyond a small tolerance counts. Timings and rates are first put on the same footing: each is divided by
 * the machine probe's median of its own run (bench/machine-probe.ts), then the change must exceed the noise both runs
 * measured (the probes' spreads added, at least `floor`) before it is called a regression.
 */
export type FigureKind =
  /** Exact bytes of a build. */
  | 'size'
  /** A timing: longer on a slower machine. */
  | 'time'
  /** So many a second: lower on a slower machine. */
  | 'rate'
  /** Measured, but not by the machine's speed: a ratio of two timings of the same run, or memory. */
  | 'ratio'
  | 'memory';

interface Judged {
  /** The change against the baseline, after the machine's speed is taken out (for sizes: the plain change). */
  change: number;
  /** The tolerance this figure was held to: the measured noise, or the floor. */
  tolerance: number;
  regression: boolean;
}

interface RunSpeed {
  /** Median machine probe of the run, ms. */
  probeMs: number;
  /** The probes' spread within the run ((max - min) / median). */
  spread: number;
}

/** Growth a size may show before it is flagged: exact figures, but a dependency's patch release may move a few bytes. */
export const sizeTolerance = 0.02;
/** The least tolerance for a timing: below it, even a quiet machine's medians move. */
export const timingFloor = 0.1;

/** Judges `now` against `before`; undefined when there is no baseline figure to compare with. */
export function judge(
  kind: FigureKind,
  now: number,
  before: number | undefined,
  speeds: { now?: RunSpeed; before?: RunSpeed } = {},
): Judged | undefined {
  if (before === undefined || before === 0 || !Number.isFinite(before)) return undefined;
  if (kind === 'size') {
    const change = (now - before) / before;
    return { change, tolerance: sizeTolerance, regression: change > sizeTolerance };
  }
  // A slower machine (a larger probe) makes timings longer and rates lower by the same factor.
  const slower = speeds.now && speeds.before && (kind === 'time' || kind === 'rate') ? speeds.now.probeMs / speeds.before.probeMs : 1;
  const adjusted = kind === 'rate' ? now * slower : now / slower;
  const change = (adjusted - before) / before;
  const tolerance = Math.max(timingFloor, (speeds.now?.spread ?? 0) + (speeds.before?.spread ?? 0));
  const worse = kind === 'rate' ? -change : change;
  return { change, tolerance, regression: worse > tolerance };
}

/** `+12.5% REGRESSION (noise 10%)`, `-3.0%`, or '' without a baseline. */
export function describe(judged: Judged | undefined): string {
  if (!judged) return '';
  const text = `${judged.change >= 0 ? '+' : ''}${(judged.change * 100).toFixed(1)}%`;
  return judged.regression ? `${text} REGRESSION (noise ${(judged.tolerance * 100).toFixed(0)}%)` : text;
}
