import { describe, expect, it } from 'vitest';
import { appendNew } from '../use-paged-list.ts';

describe("a paged list's next page", () => {
  it("drops items already shown: after one was added at the top, offset paging brings the previous page's last again", () => {
    const shown = [{ id: 21 }, { id: 20 }, { id: 19 }];
    expect(appendNew(shown, [{ id: 19 }, { id: 18 }], (c) => c.id).map((c) => c.id)).toEqual([21, 20, 19, 18]);
  });

  it('keeps everything when the items cannot be told apart', () => {
    expect(appendNew([1, 2], [2, 3], undefined)).toEqual([1, 2, 2, 3]);
  });
});
