import { serverDate } from '../../clock.ts';
import { DomainError, loginTimeout } from '../errors.ts';
import type { Clock, Database, ReadThroughCache } from '../ports.ts';
import { follows } from '../accounts/follows.ts';
import { listEntries } from '../money/ledger/ledger.ts';
import { ledgerKinds } from '../money/ledger/ledger-kinds.ts';
import { matchView } from '../matches/matches.ts';
import type { RoomCrowd } from './ports.ts';
import { anchorProfile, fansCount, giftIncomeTotal } from './anchor-store.ts';
import { roomRole } from './room-managers.ts';
import { recentRoomLines } from './room-lines-store.ts';
import { loadRooms, presentRoom, type RoomLang, type RoomRow } from './rooms.ts';
import { logWatch, roomSlowMode } from './rooms-store.ts';

/** What the live pages read: the database and the read cache, the clock, and who is in the rooms. */
export interface LivePagePorts {
  db: Database;
  cache: ReadThroughCache;
  clock: Clock;
  crowd: RoomCrowd;
}

/** How the fan reads the rooms: the origin the pull streams are on, and the language of the titles. */
export interface Reader {
  origin: string;
  lang: RoomLang;
}

/** Lines the room's HTTP history answers. */
const historyLines = 50;

function anchorOf(room: RoomRow) {
  return { id: room.anchor_id, nick_name: room.nick_name, avatar: room.avatar, signature: room.signature };
}

/** The eight rooms with the largest seeded audience, as their anchors (getRecAnchors). */
export async function recommendedAnchors(ports: LivePagePorts, reader: Reader, filter: { sportId?: number; categoryId?: number }) {
  const rooms = await loadRooms(ports, filter);
  const byAudience = [...rooms].sort((a, b) => b.base_online - a.base_online).slice(0, 8);
  return byAudience.map((r) => ({
    ...anchorOf(r),
    is_live: 1,
    room: presentRoom(r, ports.clock.now(), reader.origin, reader.lang, ports.crowd),
  }));
}

/** The anchor's room page: the room, its anchor and match, what the viewer may do there; the visit joins their history. */
export async function livePage(ports: LivePagePorts, reader: Reader, anchorId: number, userId: number | undefined) {
  const { db, clock } = ports;
  const [room] = await loadRooms(ports, { anchorId });
  if (!room) throw new DomainError('NOT_FOUND', '直播间不存在');
  // One history row per user, room and server day: a reload updates the time instead of adding a row.
  if (userId !== undefined) await logWatch(db, userId, room.liveid, clock.now(), serverDate(clock.now()));
  const match = room.match_id ? await matchView(ports, clock.now(), room.match_id) : undefined;
  const fans_count = await fansCount(db, room.anchor_id);
  const is_attent = (await follows(db, userId, room.anchor_id)) ? 1 : 0;
  // Every viewer's send bar follows slow mode; the viewer's role decides whether the page offers to manage the room.
  const slow_mode = await roomSlowMode(db, room.liveid);
  const role = userId === undefined ? 'viewer' : ((await roomRole(db, room.liveid, userId))?.role ?? 'viewer');
  return {
    ...presentRoom(room, clock.now(), reader.origin, reader.lang, ports.crowd),
    anchor: { ...anchorOf(room), fans_count },
    match: match ?? null,
    is_attent,
    slow_mode,
    role,
  };
}

/** The room's latest lines of its HTTP history (getLiveChat), oldest first. */
export async function roomHistory(ports: Pick<LivePagePorts, 'db' | 'cache'>, liveId: number) {
  const [room] = await loadRooms(ports, { liveId });
  if (!room) throw new DomainError('NOT_FOUND', '直播间不存在');
  const rows = await recentRoomLines(ports.db, liveId, historyLines);
  return rows.map((m) => ({
    id: m.id,
    uid: m.user_id ?? 0,
    nick_name: m.nick_name,
    type: m.kind,
    content: m.content,
    time: Math.floor(new Date(m.created_at).getTime() / 1000),
    ...(m.gift ?? {}),
  }));
}

/** An anchor's page (spec 000 §2 /user-center/anchor/{uid?}); designed in docs/api.md "Anchor pages". */
export async function anchorPage(ports: LivePagePorts, reader: Reader, anchorid: number | undefined, viewer: number | undefined) {
  const { db, clock } = ports;
  const anchorId = anchorid ?? viewer;
  // Without an id the page is the viewer's own, which needs a session.
  if (anchorId === undefined) throw loginTimeout();
  const anchor = await anchorProfile(db, anchorId);
  if (!anchor) throw new DomainError('NOT_FOUND', '主播不存在');
  const [room] = await loadRooms(ports, { anchorId: anchor.id });
  const self = viewer === anchor.id;
  const shown = room ? presentRoom(room, clock.now(), reader.origin, reader.lang, ports.crowd) : null;
  // Only the anchor reads their income: the sum of their gift-income rows and the latest five of them.
  const income = self
    ? {
        total: await giftIncomeTotal(db, anchor.id),
        recent: (await listEntries(db, anchor.id, { type: ledgerKinds.gift_income.type, page: 1, size: 5 })).list,
      }
    : null;
  return {
    anchor: { ...anchor, anchor_level: 1 },
    room: shown ? { liveid: shown.liveid, title: shown.title, cover: shown.cover, online: shown.online, match_id: shown.match_id } : null,
    is_attent: (await follows(db, viewer, anchor.id)) ? 1 : 0,
    is_self: self ? 1 : 0,
    income,
  };
}
