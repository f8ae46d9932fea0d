import { useRef } from 'react';
import type { Match, ModelMatch } from '../../../../schema/generated/api.ts';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import { liveDayChannels, matchChannelOf, mergeMatchDelta } from '../../../core/live-scores/match-delta.ts';
import { useMatchChannels } from '../../../core/live-scores/use-match-channels.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { liveModelMatch, modelStatusOf } from '../lib/model-status.ts';

/**
 * A model's list in play (docs/decisions.md "The models in play"): while it shows a match in play or kicking off
 * within 30 minutes, it listens to the channels of those matches' days, and each delta moves a match's score and
 * model status in place. The final whistle, and a gap in a match's sequence, ask the server for that match again
 * (`reread`), quietly and in its place: the hit, and the pick a finished match makes public, are the server's to say.
 */
export function useLiveModelList(list: PagedList<ModelMatch>, reread: (matchid: number) => Promise<ModelMatch | undefined>): void {
  const now = useNow(60_000);
  const items = useRef(list.items);
  items.current = list.items;
  const readAgain = (matchid: number) =>
    reread(matchid).then(
      (fresh) => fresh && list.update((shown) => shown.map((item) => (item.id === fresh.id ? fresh : item))),
      () => undefined,
    );
  useMatchChannels(
    liveDayChannels(
      list.items.map((item) => item.match),
      now,
    ),
    {
      onDelta: (delta) => {
        const held = items.current.find((item) => item.id === delta.matchid);
        if (!held) return;
        const next = liveModelMatch(held, delta);
        if (next === held) return;
        // The next delta of the same batch comes before React renders again: it is judged against this one.
        items.current = items.current.map((item) => (item === held ? next : item));
        list.update((shown) => shown.map((item) => (item.id === delta.matchid ? liveModelMatch(item, delta) : item)));
        if (held.status !== 3 && next.status === 3) void readAgain(delta.matchid);
      },
      onGap: (matchid) => {
        if (items.current.some((item) => item.id === matchid)) void readAgain(matchid);
      },
    },
  );
}

/**
 * A model detail's match in play: until it has finished, the page listens to the match's channel and shows each
 * delta's score and status in place (`show`). A gap asks for the match again (`reload`, which answers it, or undefined
 * when the request failed); the final whistle, pushed or found by that request, asks for the analysis again
 * (`finished`), whose hit the server says.
 */
export function useLiveTeaser(
  match: Match | undefined,
  handlers: { show(match: Match): void; reload(): Promise<Match | undefined>; finished(): void },
): void {
  const held = useRef(match);
  held.current = match;
  const whistled = (before: Match, after: Match) => modelStatusOf(before) !== 3 && modelStatusOf(after) === 3;
  useMatchChannels(match && modelStatusOf(match) !== 3 ? [matchChannelOf(match.id)] : [], {
    onDelta: (delta) => {
      const before = held.current;
      if (!before) return;
      const after = mergeMatchDelta(before, delta);
      if (after === before) return;
      // The next delta of the same batch comes before React renders again: it merges onto this one.
      held.current = after;
      handlers.show(after);
      if (whistled(before, after)) handlers.finished();
    },
    onGap: () => {
      const before = held.current;
      void handlers.reload().then((fresh) => {
        if (before && fresh && whistled(before, fresh)) handlers.finished();
      });
    },
  });
}
