import { maxSequence } from '../protocol/codec.ts';

/** Request sequences 1, 2, ... up to 2415919103, then 1 again (spec 001 §7). */
export class RequestSequence {
  constructor(private current = 0) {}

  next(): number {
    this.current = this.current >= maxSequence ? 1 : this.current + 1;
    return this.current;
  }
}
