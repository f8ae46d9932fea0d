import type { Logger } from '../core/logger.ts';

/** Spec 001 §9: the message-stacked threshold. */
export const stackedThreshold = 100;
/** Spec 001 §8: the warning is reported at most this many times (per SDK instance). */
export const maxStackedReports = 5;

/**
 * The warning of spec 001 §8, "100 or more stacked messages give a warning, reported at most 5 times". Messages stack
 * where received messages are held back unreleased, and in this SDK that is only behind a gap: in the inbox (C2C,
 * while a sync fetches the missing inbox sequences) and in a joined group's order (while `group.pull` fetches the
 * missing group sequences; pushes and polls keep arriving meanwhile). Nothing else queues received messages: they are
 * emitted as they are decoded. A pile is reported when it reaches the threshold, once, and again only after it has
 * drained below it, so five reports describe five pile-ups rather than one pile growing.
 */
export class StackedMessages {
  private reports = 0;
  private readonly piledUp = new Set<string>();

  constructor(private readonly log: Logger) {}

  /** `held` messages now wait in `where` (the inbox, or a group ID). */
  observe(where: string, held: number): void {
    if (held < stackedThreshold) {
      this.piledUp.delete(where);
      return;
    }
    if (this.piledUp.has(where)) return;
    this.piledUp.add(where);
    if (this.reports >= maxStackedReports) return;
    this.reports++;
    this.log.warn(`chat: ${held} messages stacked in ${where} behind a gap (report ${this.reports} of ${maxStackedReports})`);
  }
}
