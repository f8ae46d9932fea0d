import type { Database } from '../db/database.ts';
import { insertRows } from '../db/insert-rows.ts';
import { serverDayNumber, serverDayStart } from '../clock.ts';
import { integer, pick, seededRandom } from '../random.ts';
import type { ContentLanguage } from '../domain/ports.ts';
import { contentLanguages } from './content-languages.ts';

/** The news' words in each language a site's content is written in; `scheduled` marks an item published later. */
const texts = {
  cn: {
    previewTitles: ['{home} 对阵 {away}：赛前前瞻', '{league}焦点战：{home} 能否拿下 {away}？', '{home} 主场迎战 {away}，三大看点'],
    previewBody: [
      '{league}本轮迎来一场焦点对决，{home} 坐镇主场迎战 {away}。',
      '双方近五次交锋互有胜负，主队在主场的表现更为稳定。',
      '阵容方面，两队均无重大伤病，预计派出最强阵容。',
      '比赛将在本站直播，欢迎进入直播间与主播一起观赛。',
    ],
    generalTitles: [
      '夏季转会窗口即将开启，各队引援动向汇总',
      '体能训练新趋势：数据如何改变训练方式',
      '青训观察：下一个新星在哪里',
      '裁判新规解读：手球判罚有哪些变化',
    ],
    generalBody: [
      '随着赛季推进，各队都在为下一阶段做准备。',
      '专家认为，科学训练与数据分析正在改变比赛。',
      '我们将持续关注相关动态，敬请留意后续报道。',
    ],
    scheduled: '{title}（预告）',
  },
  'pt-br': {
    previewTitles: [
      '{home} x {away}: a prévia do jogo',
      'Jogão da {league}: {home} vence o {away}?',
      '{home} recebe o {away}: três pontos para ficar de olho',
    ],
    previewBody: [
      'A rodada da {league} tem um confronto de peso: {home} recebe o {away} em casa.',
      'Nos últimos cinco encontros houve vitórias dos dois lados, mas o mandante tem sido mais regular em casa.',
      'Nenhum dos dois times tem desfalques importantes, e os técnicos devem mandar a campo força máxima.',
      'O jogo tem transmissão ao vivo aqui: entre na sala e assista com o narrador.',
    ],
    generalTitles: [
      'A janela de transferências vai abrir: o que cada time procura',
      'Preparação física: como os dados mudam os treinos',
      'De olho na base: onde está a próxima joia',
      'Novas regras de arbitragem: o que muda no toque de mão',
    ],
    generalBody: [
      'Com a temporada em andamento, os times já se preparam para a próxima fase.',
      'Especialistas dizem que o treino científico e a análise de dados estão mudando o jogo.',
      'Vamos acompanhar as novidades: fique de olho nas próximas notícias.',
    ],
    scheduled: '{title} (em breve)',
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * News from three days ago to today, plus two items scheduled for later that the API hides until their time. Ids are
 * `day number (UTC+8) * 100 + n`, stable across restarts on the same days. Match previews link to the day's schedule.
 * Written in the site's language, with the leagues' and teams' names as its fans read them, and translated into the
 * other languages a fan may read in (`news_translations`): the same items, words and all, drawn from the same seed.
 * Rows an operator touched are left alone, their translations with them.
 */
export async function seedNews(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<number> {
  const rows = await newsIn(db, seed, now, language);
  const translations: unknown[][] = [];
  for (const other of contentLanguages.filter((l) => l !== language))
    for (const [id, , title, summary, body] of await newsIn(db, seed, now, other)) translations.push([id, other, title, summary, body]);
  // Only the seed's own untouched rows are rewritten (their translations go with them): an operator's item, and a seeded
  // one an operator edited, published or withdrew, survive every restart as they are (docs/decisions.md "Seeded news
  // and operators' edits").
  await db.transaction(async (tx) => {
    await tx.exec('delete from news where seeded and edited_at is null;');
    const kept = new Set(
      (await tx.query<{ id: number }>('select id from news where id = any($1::int[])', [rows.map((row) => row[0])])).map((row) => row.id),
    );
    const fresh = rows.filter((row) => !kept.has(row[0] as number));
    await insertRows(
      tx,
      'news',
      ['id', 'category', 'title', 'summary', 'body', 'cover', 'league_id', 'match_id', 'published_at', 'seeded'],
      fresh.map((row) => [...row, true]),
    );
    const freshIds = new Set(fresh.map((row) => row[0]));
    await insertRows(
      tx,
      'news_translations',
      ['news_id', 'lang', 'title', 'summary', 'body'],
      translations.filter((row) => freshIds.has(row[0])),
    );
  });
  return rows.length;
}

/** The demo's news rows (the columns `seedNews` inserts) written in `language`. */
async function newsIn(db: Database, seed: number, now: Date, language: ContentLanguage): Promise<unknown[][]> {
  const { previewTitles, previewBody, generalTitles, generalBody, scheduled } = texts[language];
  const names =
    language === 'cn'
      ? { league: 'l.short_name_zh', team: 'name_zh' }
      : { league: "coalesce(nullif(l.short_name_en, ''), l.name_en)", team: 'name_en' };
  const rows: unknown[][] = [];
  for (let day = -3; day <= 0; day++) {
    const dayStart = serverDayStart(now, day);
    const dayNumber = serverDayNumber(dayStart);
    const random = seededRandom(seed * 7919 + dayNumber);
    const matches = await db.query<{ id: number; sport_id: number; league_id: number; league: string; home: string; away: string }>(
      `select m.id, m.sport_id, m.league_id, ${names.league} as league, h.${names.team} as home, a.${names.team} as away from matches m
       join leagues l on l.id = m.league_id join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       where m.kickoff_time >= $1 and m.kickoff_time < $2 and m.hot order by m.id limit 4`,
      [dayStart.toISOString(), serverDayStart(now, day + 1).toISOString()],
    );
    let n = 0;
    // Published through the day; today's items only up to now, two more scheduled after it.
    const publish = (hour: number) =>
      new Date(day === 0 ? now.getTime() - (5 - hour / 4) * 3600_000 : dayStart.getTime() + hour * 3600_000);
    for (const match of matches) {
      const values = { league: match.league, home: match.home, away: match.away };
      rows.push([
        dayNumber * 100 + ++n,
        match.sport_id === 1 ? 'football' : 'basketball',
        fill(pick(random, previewTitles), values),
        fill(previewBody[0], values),
        JSON.stringify(previewBody.map((p) => fill(p, values))),
        `/static/pictures/news/${dayNumber * 100 + n}.svg`,
        match.league_id,
        match.id,
        publish(integer(random, 8, 18)).toISOString(),
      ]);
    }
    const title = generalTitles[(dayNumber + seed) % generalTitles.length];
    rows.push([
      dayNumber * 100 + ++n,
      'general',
      title,
      generalBody[0],
      JSON.stringify(generalBody),
      `/static/pictures/news/${dayNumber * 100 + n}.svg`,
      null,
      null,
      publish(integer(random, 7, 19)).toISOString(),
    ]);
    if (day === 0) {
      for (const hours of [2, 6])
        rows.push([
          dayNumber * 100 + ++n,
          'general',
          fill(scheduled, { title: generalTitles[(dayNumber + hours) % generalTitles.length] }),
          generalBody[0],
          JSON.stringify(generalBody),
          `/static/pictures/news/${dayNumber * 100 + n}.svg`,
          null,
          null,
          new Date(now.getTime() + hours * 3600_000).toISOString(),
        ]);
    }
  }
  return rows;
}
