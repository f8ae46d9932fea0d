/** Spec 001 §9: checks at the 50th and 80th message (of every 100 a conversation receives). */
export const firstCheckAt = 50;
export const secondCheckAt = 80;
const cycle = 100;
/** Spec 001 §9: only holes of 2 to 20 between neighbouring sequences count as possible loss; bigger ones are jumps. */
const minGap = 2;
const maxGap = 20;
/** Sequences remembered per conversation: one cycle's worth, so memory stays bounded. */
const windowSize = cycle;
/** Conversations followed; the least recently active is dropped past this. */
const maxConversations = 200;

interface Tracked {
  count: number;
  /** The newest sequences received, ascending. */
  window: number[];
  /** Missing sequences the first round found and that have not come since. */
  suspects: Set<number>;
}

/**
 * Loss detection in two rounds (spec 001 §4 Connection, §9). Recovery itself is elsewhere (the inbox sync fills C2C
 * gaps exactly, group gaps are pulled), so this is the alarm for what recovery could not fill: at a conversation's
 * 50th message the first round notes sequences missing in holes of 2 to 20; at the 80th the second round looks
 * again, and the ones still missing are reported (the SDK logs a warning). A hole filled in between is no loss.
 */
export class LossDetector {
  private readonly conversations = new Map<string, Tracked>();

  constructor(private readonly report: (conversationID: string, missing: number[]) => void) {}

  observe(conversationID: string, sequence: number): void {
    let tracked = this.conversations.get(conversationID);
    if (tracked) this.conversations.delete(conversationID);
    else tracked = { count: 0, window: [], suspects: new Set() };
    // Re-inserted, so the map is ordered by activity and the first entry is the one to drop.
    this.conversations.set(conversationID, tracked);
    if (this.conversations.size > maxConversations) this.conversations.delete(this.conversations.keys().next().value as string);
    tracked.suspects.delete(sequence);
    insertSorted(tracked.window, sequence);
    if (tracked.window.length > windowSize) tracked.window.shift();
    tracked.count += 1;
    const phase = tracked.count % cycle;
    if (phase === firstCheckAt) tracked.suspects = new Set(missingIn(tracked.window));
    else if (phase === secondCheckAt && tracked.suspects.size) {
      const still = [...tracked.suspects];
      tracked.suspects.clear();
      this.report(conversationID, still);
    }
  }
}

function insertSorted(list: number[], value: number): void {
  let index = list.length;
  while (index > 0 && list[index - 1] > value) index--;
  if (list[index - 1] !== value) list.splice(index, 0, value);
}

/** Sequences missing inside holes of 2 to 20 between neighbours of the window. */
function missingIn(window: readonly number[]): number[] {
  const missing: number[] = [];
  for (let i = 1; i < window.length; i++) {
    const gap = window[i] - window[i - 1];
    if (gap < minGap || gap > maxGap) continue;
    for (let sequence = window[i - 1] + 1; sequence < window[i]; sequence++) missing.push(sequence);
  }
  return missing;
}
