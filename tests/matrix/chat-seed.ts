import WebSocket from 'ws';
import { create, ConversationType, ImEvent, type ChatSdk } from '../../runtime/im/index.ts';
import type { SocketLike } from '../../runtime/im/core/host.ts';
import type { Variant } from './matrix-plan.ts';

/** A fan's user info as registration answers it (uid, token, txim_sign ...): what the app keeps as its session. */
export type MatrixFan = Record<string, unknown> & { uid: number; txim_sign: string; token: string };

/** Who looks at each chat page of the matrix, one fan per page and variant (`<page>-<mode>-<lang>`), and 小王's id. */
export interface MatrixChat {
  viewers: Record<string, MatrixFan>;
  peer: number;
}

/** The group the group-info page shows, with an id of its own so its path is the same on every run. */
export const matrixGroupId = 'matrix_fans';

/** The chat pages of the matrix that need a signed-in fan with conversations. */
export const chatPageIds = ['c2c', 'chat-room', 'group-info'] as const;

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const answer = (await (
    await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as { status: number; msg: string; data: T };
  if (answer.status !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** Registers a fan through the API and marks their welcome benefits seen, so no new-benefit modal covers a picture. */
async function register(base: string, account: string, nick: string): Promise<MatrixFan> {
  const fan = await post<MatrixFan>(base, '/webapi/user/regist', { account, password: 'goal2026', nick_name: nick });
  const signedIn = `?token=${fan.token}&sp_source=9&platform=3`;
  const { list } = await post<{ list: { id: number }[] }>(base, `/api/user/getNewBenefits${signedIn}`, {});
  await post(base, `/api/user/readBenefits${signedIn}`, { ids: list.map((benefit) => benefit.id) });
  return fan;
}

async function chatAs(base: string, sdkAppId: number, fan: MatrixFan): Promise<ChatSdk> {
  const sdk = create({ SDKAppID: sdkAppId, server: base, createSocket: (url) => new WebSocket(url) as unknown as SocketLike });
  const ready = new Promise<void>((resolve) => sdk.on(ImEvent.SDK_READY, () => resolve()));
  await sdk.login({ userID: String(fan.uid), userSig: fan.txim_sign });
  await ready;
  return sdk;
}

const say = (sdk: ChatSdk, to: MatrixFan, text: string) =>
  sdk.sendMessage(sdk.createTextMessage({ to: String(to.uid), conversationType: ConversationType.C2C, payload: { text } }));

/**
 * Gives a matrix server the chat its pictures show, through the real API and gateway at the frozen clock, one step at
 * a time so ids and order repeat on every run (an avatar's colour follows the fan's id). Three fans write to the
 * viewers: each /c2c viewer gets two unread conversations and one they answered last; each chat-room viewer a short
 * exchange with 小王 (a long line that wraps among it); 小王's group has every group-info viewer as a member. Each view
 * has its own fan, as two pages signed in as one fan would log each other out.
 */
export async function seedMatrixChat(base: string, sdkAppId: number, variants: readonly Variant[]): Promise<MatrixChat> {
  const wang = await register(base, 'matrixwang', '小王看球');
  const carla = await register(base, 'matrixcarla', 'Carla');
  const li = await register(base, 'matrixli', '老李');
  const viewers: MatrixChat['viewers'] = {};
  for (const page of chatPageIds) {
    for (const { mode, lang } of variants)
      viewers[`${page}-${mode}-${lang}`] = await register(
        base,
        `mx${page.replace('-', '')}${mode}${lang.replace('-', '')}`,
        lang === 'cn' ? '球迷小张' : 'Torcedor',
      );
  }
  const [wangChat, carlaChat, liChat] = [
    await chatAs(base, sdkAppId, wang),
    await chatAs(base, sdkAppId, carla),
    await chatAs(base, sdkAppId, li),
  ];
  try {
    for (const { mode, lang } of variants) {
      const lister = viewers[`c2c-${mode}-${lang}`];
      const listerChat = await chatAs(base, sdkAppId, lister);
      await say(liChat, lister, '周末的比赛你去现场吗？');
      await say(listerChat, li, '去！票已经买好了');
      await listerChat.destroy();
      await say(carlaChat, lister, 'Bora ver o jogo hoje?');
      await say(carlaChat, lister, 'Vai ser no bar de sempre!');
      await say(wangChat, lister, '今晚一起看皇马？');

      const reader = viewers[`chat-room-${mode}-${lang}`];
      const readerChat = await chatAs(base, sdkAppId, reader);
      await say(wangChat, reader, '比赛几点开始？');
      await say(readerChat, wang, '八点，老地方见');
      await say(wangChat, reader, '好的，我带上围巾');
      await say(readerChat, wang, '记得早点到，上次开场五分钟就进球了，我们都没看到，这次一定要从热身开始看');
      await say(wangChat, reader, 'Combinado!');
      await readerChat.destroy();
    }
    const members = [carla, li, ...variants.map(({ mode, lang }) => viewers[`group-info-${mode}-${lang}`])];
    await wangChat.createGroup({
      type: 'Public',
      groupID: matrixGroupId,
      name: '皇马球迷会',
      introduction: '一起看球，一起聊皇马。',
      notification: '周六晚八点，老地方集合看国家德比。',
      joinOption: 'NeedPermission',
      memberList: members.map((member) => ({ userID: String(member.uid) })),
    });
  } finally {
    await Promise.all([wangChat.destroy(), carlaChat.destroy(), liChat.destroy()]);
  }
  return { viewers, peer: wang.uid };
}
