/** Batches with lines not written yet, flushed by the process's exit if their turn has not ended by then. */
const unwritten = new Set<LineBatch>();
let exitHooked = false;

function flushAll(): void {
  for (const batch of [...unwritten]) batch.flush();
}

function flushBatch(batch: LineBatch): void {
  batch.flush();
}

/**
 * Log lines written together: the lines of one turn of the event loop go out in one write, at the end of the turn
 * (`setImmediate`), in the order they came. A match's delta answers thousands of long polls in one turn, and with the
 * access log on, a write per answer was a system call per member on stdout (synchronous for a pipe or the journal's
 * socket). Nothing is lost at a stop: {@link flush} writes what is pending at once (the server calls it as it
 * closes), and the process's exit writes whatever is still pending (exit handlers may only write synchronously, as
 * stdout and stderr are for files, pipes and sockets on Linux).
 */
export class LineBatch {
  private lines: string[] = [];
  private size = 0;
  private scheduled = false;

  /**
   * `write` takes one or more lines joined by newlines, without the last one's. `maxChars`: a turn's lines beyond
   * this are written at once, so a burst holds at most this much text.
   */
  constructor(
    private readonly write: (text: string) => void,
    private readonly maxChars = 64 * 1024,
  ) {}

  /** Takes one line (without its newline), written with the others of this turn. */
  add(line: string): void {
    this.lines.push(line);
    this.size += line.length + 1;
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', flushAll);
    }
    unwritten.add(this);
    if (this.size >= this.maxChars) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(flushBatch, this);
    }
  }

  /** Writes the pending lines now (a stop, the end of a turn); nothing when none are pending. */
  flush(): void {
    this.scheduled = false;
    unwritten.delete(this);
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n');
    this.lines = [];
    this.size = 0;
    this.write(text);
  }
}
