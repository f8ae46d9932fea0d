import type { SiteConfig } from './default-site-config.ts';

/** The console's languages (docs/operators.md). */
export type ConsoleLanguage = 'zh' | 'pt-BR';

type Sentence = Record<ConsoleLanguage, string>;

/**
 * What each switch flag shows or hides in the fans' app (spec 000 §2, docs/api.md getCommonConfig), a sentence per
 * language, for the console beside each switch. Keys are the flags the operator may change; the chat app id and the
 * storage settings are the deployment's, not the operator's.
 */
export const switchDescriptions: Readonly<Record<string, Sentence>> = {
  switch_robotroom: {
    zh: '机器人直播间：开启时直播间有模拟观众聊天、进场和送礼；它或主播直播间开启时，首页头条默认打开“主播”页。',
    'pt-BR':
      'Salas com robôs: ligado, as salas ao vivo têm espectadores simulados que conversam, entram e enviam presentes; com ele ou as salas de apresentadores ligados, as manchetes abrem na aba "Apresentadores".',
  },
  switch_anchorroom: {
    zh: '主播直播间：它或机器人直播间开启时，首页头条默认打开“主播”页；两者都关闭时，默认页改为短视频，再是资料库。',
    'pt-BR':
      'Salas de apresentadores: com ele ou as salas com robôs ligados, as manchetes abrem na aba "Apresentadores"; com os dois desligados, abrem em vídeos curtos e, depois, no banco de dados.',
  },
  switch_shortvideo_check: {
    zh: '短视频：主播和机器人直播间都关闭时，首页头条默认打开“短视频”页。',
    'pt-BR': 'Vídeos curtos: com as salas de apresentadores e de robôs desligadas, as manchetes abrem na aba "Vídeos".',
  },
  switch_match_database: {
    zh: '资料库：首页头条的“资料库”页和搜索结果中的资料库入口；前面的页都关闭时它是默认页。',
    'pt-BR':
      'Banco de dados: a aba "Banco de dados" das manchetes e os atalhos dele na busca; abre por padrão quando as anteriores estão desligadas.',
  },
  switch_room_chat: {
    zh: '直播间聊天：直播间的“聊天”标签页。',
    'pt-BR': 'Chat da sala: a aba "Chat" das salas ao vivo.',
  },
  switch_room_anchor: {
    zh: '主播列表：直播间和比赛详情的“主播”标签页。',
    'pt-BR': 'Apresentadores: a aba "Apresentadores" das salas ao vivo e dos detalhes da partida.',
  },
  switch_room_operate: {
    zh: '私聊：直播间和比赛详情的“私聊”标签页。',
    'pt-BR': 'Conversa privada: a aba "Privado" das salas ao vivo e dos detalhes da partida.',
  },
  switch_race_quiz_check: {
    zh: '竞猜：直播间和比赛详情的“竞猜”标签页（iOS 版按商店规则默认关闭）。',
    'pt-BR': 'Palpites: a aba "Palpites" das salas e dos detalhes da partida (desligada por padrão no app iOS, pelas regras da loja).',
  },
  switch_race_status: {
    zh: '赛况：有比赛时的“赛况”标签页。',
    'pt-BR': 'Situação: a aba "Situação" quando há uma partida.',
  },
  switch_race_analysis: {
    zh: '分析：有比赛时的“分析”标签页。',
    'pt-BR': 'Análise: a aba "Análise" quando há uma partida.',
  },
  switch_race_lineup: {
    zh: '阵容：足球比赛的“阵容”标签页。',
    'pt-BR': 'Escalação: a aba "Escalação" das partidas de futebol.',
  },
  switch_race_index: {
    zh: '指数：有比赛时的“指数”（赔率）标签页。',
    'pt-BR': 'Odds: a aba "Índices" (odds) quando há uma partida.',
  },
  switch_room_rank: {
    zh: '排名：篮球比赛的“排名”标签页。',
    'pt-BR': 'Classificação: a aba "Classificação" das partidas de basquete.',
  },
};

/** The config numbers the operator may change, with what they do (spec 000 §6). */
export const numberDescriptions: Readonly<Record<string, Sentence>> = {
  room_video_play_sec: {
    zh: '已登录的非会员球迷在直播间累计可观看的秒数，用完后提示开通会员；会员不限，0 表示不限。',
    'pt-BR':
      'Segundos que um torcedor com login e sem VIP assiste às salas antes do convite ao VIP; VIP não tem limite, e 0 tira o limite.',
  },
  room_video_play_flogin_sec: {
    zh: '未登录访客在直播间累计可观看的秒数，用完后提示登录；0 表示不限。',
    'pt-BR': 'Segundos que um visitante sem login assiste às salas antes do convite para entrar; 0 tira o limite.',
  },
};

export interface DescribedValue {
  key: string;
  value: string | number;
  description: string;
}

/** The site's switches and numbers with their sentences in `language`, in the order of the tables above. */
export function describedConfig(config: SiteConfig, language: ConsoleLanguage): { switches: DescribedValue[]; numbers: DescribedValue[] } {
  const values = config as unknown as Record<string, string | number>;
  const described = (table: Readonly<Record<string, Sentence>>) =>
    Object.entries(table).map(([key, sentence]) => ({ key, value: values[key], description: sentence[language] }));
  return { switches: described(switchDescriptions), numbers: described(numberDescriptions) };
}
