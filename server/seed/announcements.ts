import type { Database } from '../db/database.ts';
import { postMessage } from '../domain/accounts/system-messages.ts';

const dayMs = 24 * 3600_000;

/** Everyone's system messages (docs/decisions.md "System messages"): written once, dated before the first start. */
export async function seedAnnouncements(db: Database, now: Date): Promise<number> {
  const announcements = [
    {
      key: 'announcement-quiz',
      daysAgo: 1,
      title: { cn: '比赛竞猜上线', pt: 'Chegaram os palpites' },
      content: {
        cn: '在比赛详情或直播间的“竞猜”里用金币竞猜胜负和总进球，开赛即截止，按最终比分结算。规则见“套餐规则”。',
        pt: 'Dê palpites com moedas em quem vence e no total de gols, na aba "Palpite" da partida ou da sala. Fecham no início e são apurados pelo placar final.',
      },
      link: '/mobile/package-rules',
    },
    {
      key: 'announcement-rules',
      daysAgo: 3,
      title: { cn: '文明观赛公约', pt: 'Regras de convivência' },
      content: {
        cn: '直播间请文明发言，不发布广告和违法信息。违规发言会被房管禁言，多次违规将封禁账号。',
        pt: 'Fale com respeito nas salas, sem propaganda nem conteúdo ilegal. Quem desrespeitar as regras é silenciado pelos moderadores; reincidentes têm a conta bloqueada.',
      },
      link: '/mobile/privacy/1',
    },
  ];
  for (const a of announcements) {
    await postMessage(
      db,
      { userId: null, kind: 'announcement', title: a.title, content: a.content, link: a.link, seedKey: a.key },
      new Date(now.getTime() - a.daysAgo * dayMs),
    );
  }
  return announcements.length;
}
