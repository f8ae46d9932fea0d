import { useEffect, useRef, useState } from 'react';
import type { TextLive, TextLiveLine } from '../../../../schema/generated/api.ts';
import type { Loaded } from './use-loaded.ts';

/** A match's text live is at most a few hundred lines; this bounds the paging loop if a server keeps saying has_more. */
const maxPages = 40;
const refreshMs = 30_000;

/**
 * The whole text live of a match, by spec 000 §7's startid paging: pages are fetched from the last id seen until
 * has_more is false; while the match is live, the next lines are asked for from the last id every 30 s.
 */
export function useTextLive(fetchPage: (startid: number) => Promise<TextLive>, key: string, live: boolean): Loaded<TextLiveLine[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<TextLiveLine[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The fetcher is recreated on every render; `key` names what it fetches, so the effect follows the key only.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    let active = true;
    let lines: TextLiveLine[] = [];
    const pull = async () => {
      for (let page = 0; page < maxPages && active; page++) {
        const answer = await fetchRef.current(lines.at(-1)?.id ?? 0);
        lines = [...lines, ...answer.list.filter((line) => line.id > (lines.at(-1)?.id ?? 0))];
        if (!answer.has_more || answer.list.length === 0) break;
      }
      if (active) setState({ status: 'ready', data: lines });
    };
    setState({ status: 'loading' });
    pull().catch(() => active && setState((s) => (s.status === 'ready' ? s : { status: 'failed' })));
    const timer = live ? setInterval(() => void pull().catch(() => undefined), refreshMs) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [key, live, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
