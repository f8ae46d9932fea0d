import { useEffect, useRef, useState } from 'react';
import type { TextLive, TextLiveLine } from '../../../../schema/generated/api.ts';
import { mergeLines } from '../../../core/live-scores/match-delta.ts';
import type { Loaded } from './use-loaded.ts';

/** A match's text live is at most a few hundred lines; this bounds the paging loop if a server keeps saying has_more. */
const maxPages = 40;
const refreshMs = 30_000;

/**
 * The whole text live of a match, by spec 000 §7's startid paging: pages are fetched from the last id seen until
 * has_more is false; while the match is live, the next lines are asked for from the last id every 30 s. The lines
 * belong to the match (`key`): a match going live or ending only starts or stops the refresh, it never refetches.
 */
export function useTextLive(
  fetchPage: (startid: number) => Promise<TextLive>,
  key: string,
  live: boolean,
  pushed: readonly TextLiveLine[] = [],
  /** The match channel's gaps so far (MatchGapsContext): each pulls the lines after the last one held at once. */
  gaps = 0,
): Loaded<TextLiveLine[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<TextLiveLine[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The fetcher is recreated on every render; `key` names what it fetches, so the effects follow the key only.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const lines = useRef<{ key: string; list: TextLiveLine[] }>({ key, list: [] });
  /** Pages from the last line held; lines are merged by id, so two pulls that overlap never repeat a line. */
  const pull = async (forKey: string, isActive: () => boolean): Promise<void> => {
    for (let page = 0; page < maxPages && isActive(); page++) {
      const answer = await fetchRef.current(lines.current.list.at(-1)?.id ?? 0);
      if (!isActive() || lines.current.key !== forKey) return;
      const lastId = lines.current.list.at(-1)?.id ?? 0;
      lines.current.list = [...lines.current.list, ...answer.list.filter((line) => line.id > lastId)];
      if (!answer.has_more || answer.list.length === 0) break;
    }
    if (isActive()) setState({ status: 'ready', data: lines.current.list });
  };

  useEffect(() => {
    let active = true;
    if (lines.current.key !== key) lines.current = { key, list: [] };
    setState(lines.current.list.length ? { status: 'ready', data: lines.current.list } : { status: 'loading' });
    pull(key, () => active).catch(() => active && setState((s) => (s.status === 'ready' ? s : { status: 'failed' })));
    return () => {
      active = false;
    };
    // pull reads refs only; the effect follows the match and the retry button.
  }, [key, attempt]);

  // Lines pushed by the match's channel join the list at once, by id, as a pull would add them.
  useEffect(() => {
    if (pushed.length === 0 || lines.current.key !== key) return;
    const merged = mergeLines(lines.current.list, pushed);
    if (merged === lines.current.list) return;
    lines.current.list = [...merged];
    setState({ status: 'ready', data: lines.current.list });
  }, [key, pushed]);

  // A gap in the channel lost pushed lines: pull from the last line held now, rather than at the next refresh.
  const gapsSeen = useRef(gaps);
  useEffect(() => {
    if (gapsSeen.current === gaps) return undefined;
    gapsSeen.current = gaps;
    let active = true;
    pull(key, () => active).catch(() => undefined);
    return () => {
      active = false;
    };
    // pull reads refs only; the effect follows the gaps.
  }, [key, gaps]);

  useEffect(() => {
    if (!live) return undefined;
    let active = true;
    const timer = setInterval(() => void pull(key, () => active).catch(() => undefined), refreshMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [key, live]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
