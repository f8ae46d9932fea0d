import type { LiveFacts } from '../domain/matches/detail/live-facts.ts';
import { matchNotices } from '../domain/push/match-notices.ts';
import { sendMatchNotice, sendRoomsLive } from '../domain/push/push-notices.ts';
import { kickoffOf } from '../im/store/match-feed-store.ts';
import type { ServerContext } from '../server-context.ts';
import { onSimulatorNode } from './simulator-node.ts';

/**
 * Tells a match's followers on their devices what one change of it made (kickoff, goals, red cards, half and full
 * time), and at its kickoff the followers of the anchors whose rooms cover it that those rooms go live; on the node
 * that does the clock's jobs only: the deliveries' records stop a second node, or this one after a fail-over, from
 * sending an event twice. Runs beside the match's deltas, never holding them up: a fan-out to thousands of devices
 * takes seconds. Answers when every notice has been sent.
 */
export async function pushMatchChange(
  context: ServerContext,
  matchId: number,
  sportId: number,
  before: LiveFacts,
  after: LiveFacts,
): Promise<void> {
  if (!onSimulatorNode(context)) return;
  const names = await kickoffOf(context.db, matchId);
  if (!names) return;
  const ports = { db: context.db, clock: context.clock, sender: context.push.sender, policy: context.push.policy, icon: context.push.icon };
  const notices = matchNotices(matchId, sportId, names, before, after);
  const fanOuts = [];
  for (const notice of notices) fanOuts.push({ key: notice.key, ...(await sendMatchNotice(ports, notice)) });
  // The rooms covering the match go live with its kickoff (domain/push/room-notices.ts).
  if (notices.some((notice) => notice.topic === 'kickoff')) fanOuts.push(...(await sendRoomsLive(ports, matchId)));
  for (const { key, ...fanOut } of fanOuts)
    if (fanOut.gone > 0 || fanOut.failed > 0) context.im.log.info({ notice: key, ...fanOut }, 'push notice sent');
}
