import type { Database } from '../db/database.ts';
import { hashPassword } from '../security/passwords.ts';
import { anchorSharingRatio } from '../domain/money/ledger/ledger.ts';
import { insertRows } from '../db/insert-rows.ts';
import { serverDayStart } from '../clock.ts';
import { integer, pick, seededRandom } from '../random.ts';
import { seededText } from '../domain/rooms/room-catalogue.ts';
import type { ContentLanguage } from '../domain/ports.ts';

/**
 * The anchors' names, the chat lines already in each room and who wrote them, in each language a site's content is
 * written in. A Chinese site has a Portuguese-speaking anchor or two, as the product's sites do.
 */
const texts = {
  cn: {
    anchorNames: [
      '小鱼解说',
      '球哥',
      '篮板王',
      '足球老张',
      '天天看球',
      '阿杰体育',
      '莉莉解说',
      'Carlos Gol',
      'Ana Cesta',
      '大胖说球',
      '夜猫球评',
      '金牌解说',
    ],
    roomMessages: ['来了来了', '这球漂亮！', '主播说得对', '加油！', '裁判吹得有问题', '下半场会进球', '666', 'Que golaço!'],
    speakers: ['球迷甲', '小明', 'Lucas', '阿强', '看球的猫'],
    signature: '每天陪你看球',
  },
  'pt-br': {
    anchorNames: [
      'Narrador Peixe',
      'Zé da Bola',
      'Rei do Rebote',
      'Seu Tonho',
      'Bola Todo Dia',
      'Juca Esportes',
      'Lili Narra',
      'Carlos Gol',
      'Ana Cesta',
      'Gordão da Resenha',
      'Coruja do Futebol',
      'Narração de Ouro',
    ],
    roomMessages: [
      'Cheguei, cheguei',
      'Que jogada!',
      'Falou tudo',
      'Vamos!',
      'Esse juiz tá estranho',
      'Segundo tempo sai gol',
      'kkkkk',
      'Que golaço!',
    ],
    speakers: ['Torcedor', 'Pedrinho', 'Lucas', 'Biel', 'Gato da Arquibancada'],
    signature: 'Todo dia vendo jogo com você',
  },
} as const;

// The notice is the last entry; the titles keep their order, so the seeded random picks the same title as before.
const titles = seededText.slice(0, -1).map(([chinese]) => chinese);
const roomNotice = seededText[seededText.length - 1][0];
const streamSources = ['default', 'xcdn', 'qq', 'default', 'robot', 'default'];

/** Anchor accounts use this password in the seed; documented for QA (docs/api.md). */
export const seededPassword = 'sideline2026';

/**
 * The followers an anchor had before this server (a room with 0 fans looks broken). Derived from the seed and the
 * index rather than drawn from `random`, so adding it moved no other seeded value. Follows count on from there.
 */
const seededFans = (seed: number, index: number) => 1_200 + ((index * 7_919 + seed * 104_729) % 48_000);

/**
 * Anchors, their rooms and a few chat lines. Anchors are users and persist; rooms are rebuilt at every start so the
 * ones that cover matches point at today's schedule. Also creates the special users QA needs: a VIP user and an anchor
 * admin. Names and chat lines are in the site's language; the titles stay the seed's own (Chinese), which the API
 * answers in the fan's language (room-catalogue.ts).
 */
export async function seedLiveRooms(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<number> {
  const { anchorNames, roomMessages, speakers, signature } = texts[language];
  const random = seededRandom(seed + 101);
  const passwordHash = await hashPassword(seededPassword);
  const nowIso = now.toISOString();
  const anchorIds: number[] = [];
  for (const [index, name] of anchorNames.entries()) {
    const account = `anchor${String(index + 1).padStart(2, '0')}`;
    const [row] = await db.query<{ id: number }>(
      `insert into users (account, password_hash, nick_name, avatar, sp_source, is_anchor, regist_time, signature, fans_count, sharing_ratio)
       values ($1, $2, $3, $4, 9, true, $5, $6, $7, ${anchorSharingRatio})
       on conflict (account) do update set nick_name = excluded.nick_name returning id`,
      [account, passwordHash, name, `/static/logos/team/${900 + index}.svg`, nowIso, signature, seededFans(seed, index)],
    );
    anchorIds.push(row.id);
  }
  await db.query(
    `insert into users (account, password_hash, nick_name, sp_source, vip_level, vip_date, regist_time) values ('vipfan', $1, 'VIP球迷', 9, 3, $2, $3)
     on conflict (account) do update set vip_date = excluded.vip_date`,
    [passwordHash, new Date(now.getTime() + 30 * 24 * 3600_000).toISOString(), nowIso],
  );
  const [admin] = await db.query<{ id: number }>(
    `insert into users (account, password_hash, nick_name, sp_source, is_anchor_admin, regist_time) values ('anchoradmin', $1, '房管小王', 9, true, $2) on conflict (account) do nothing returning id`,
    [passwordHash, nowIso],
  );
  // The anchor admin manages the first anchor's room (liveid 101), appointed once: an anchor who removes them keeps it so.
  if (admin)
    await db.query('insert into room_managers (anchor_id, user_id, appointed_at) values ($1, $2, $3) on conflict do nothing', [
      anchorIds[0],
      admin.id,
      nowIso,
    ]);

  const live = await db.query<{ id: number; sport_id: number }>(
    `select id, sport_id from matches where has_live and kickoff_time between $1 and $2 order by kickoff_time, id`,
    [new Date(now.getTime() - 2 * 3600_000).toISOString(), serverDayStart(now, 1).toISOString()],
  );
  const rooms: unknown[][] = [];
  anchorIds.forEach((anchorId, index) => {
    const match = index < 8 ? live[index] : undefined;
    const sport = match?.sport_id ?? (index % 3 === 2 ? 0 : (index % 2) + 1);
    rooms.push([
      100 + index + 1,
      anchorId,
      pick(random, titles),
      sport === 0 ? 3 : sport,
      sport,
      match?.id ?? null,
      `/static/logos/league/${(index % 9) + 1}.svg`,
      integer(random, 80, 9000),
      streamSources[index % streamSources.length],
      roomNotice,
    ]);
  });
  const messages: unknown[][] = [];
  for (const room of rooms) {
    for (let m = 0; m < 6; m++)
      messages.push([
        room[0],
        null,
        pick(random, speakers),
        'RoomMessage',
        pick(random, roomMessages),
        new Date(now.getTime() - (6 - m) * 45_000).toISOString(),
      ]);
  }
  await db.transaction(async (tx) => {
    await tx.exec('delete from room_messages; delete from rooms;');
    await insertRows(
      tx,
      'rooms',
      ['liveid', 'anchor_id', 'title', 'category_id', 'sport_id', 'match_id', 'cover', 'base_online', 'stream_source', 'notice'],
      rooms,
    );
    await insertRows(tx, 'room_messages', ['liveid', 'user_id', 'nick_name', 'kind', 'content', 'created_at'], messages);
    // A title the room's anchor or a manager set stays (docs/api.md "Managing a live room").
    await tx.exec('update rooms r set title = s.title from room_settings s where s.liveid = r.liveid and s.title is not null');
  });
  return rooms.length;
}
