import type { Database } from '../db/database.ts';
import { integer, pick, seededRandom } from '../random.ts';
import { firstShortVideoId, videoCategories } from '../domain/content/videos/video-catalogue.ts';
import type { ContentLanguage } from '../domain/ports.ts';
import { insertRows } from '../db/insert-rows.ts';
import { contentLanguages } from './content-languages.ts';

/**
 * The videos' words in each language a site's content is written in: title templates per category ({home} and {away}
 * are team names of a played match of the category's sport), collections ([id, category, title, description]) and
 * the short videos' titles. The Chinese set keeps a few Portuguese anchors' titles, as a Chinese site has them.
 */
const texts: Record<
  ContentLanguage,
  { titleTemplates: Record<number, string[]>; collections: [number, number, string, string][]; shortTitles: string[] }
> = {
  cn: {
    titleTemplates: {
      1: ['{home} vs {away} 全场集锦', '{home}对阵{away}：精彩瞬间', 'Melhores momentos: {home} x {away}', '{away}客场告捷，全场回顾'],
      2: ['{home}世界波破门！', '{home}绝杀{away}，补时进球', 'Golaço do {home} contra o {away}', '{away}的反击教科书进球'],
      3: ['战术板：{home}的高位逼抢', '数据解读：{away}为何连败', '赛前分析 | {home} vs {away}', 'Análise tática: como o {home} venceu'],
      4: ['球场搞笑瞬间合集', '门将乌龙大赏', '裁判也疯狂：{home}这场太热闹', 'Momentos engraçados: {home} x {away}'],
      5: ['{home} vs {away} 全场集锦', '{home}三分雨淹没{away}', '今日五佳球：{home}暴扣', 'Enterrada do {home} no fim do jogo'],
    },
    collections: [
      [1, 1, '本周最佳集锦', '一周最精彩的比赛回顾，十分钟看完'],
      [2, 2, '英超精彩进球合集', '远射、头球、任意球，一个不落'],
      [3, 2, 'Golaços do Brasileirão', 'Os gols mais bonitos da rodada'],
      [4, 3, '战术课堂', '跟着解说读懂阵型与跑位'],
      [5, 3, '数据说球', '用数据看懂胜负背后的原因'],
      [6, 4, '爆笑足球', '球场上意想不到的瞬间'],
      [7, 5, 'NBA 每周五佳球', '扣篮、绝杀、不看人传球'],
      [8, 5, 'CBA 季后赛集锦', '季后赛每一场的关键回合'],
    ],
    shortTitles: [
      '这脚任意球太绝了',
      '训练场花式颠球',
      '看台上的球迷太有才',
      '三分雨来了',
      '赛后更衣室直击',
      'Drible desconcertante',
      '门将神扑三连',
      '中场休息的小插曲',
      '篮下暴扣瞬间',
      'Torcida fazendo a festa',
      '倒挂金钩慢动作',
      '主播现场教学：假动作',
    ],
  },
  'pt-br': {
    titleTemplates: {
      1: [
        'Melhores momentos: {home} x {away}',
        '{home} x {away}: os lances do jogo',
        'Compacto: {home} x {away}',
        '{away} vence fora de casa: o resumo',
      ],
      2: [
        'Golaço do {home}!',
        '{home} vira sobre o {away} nos acréscimos',
        'Golaço do {home} contra o {away}',
        'O contra-ataque perfeito do {away}',
      ],
      3: [
        'Prancheta: a pressão alta do {home}',
        'Nos números: por que o {away} não vence',
        'Pré-jogo | {home} x {away}',
        'Análise tática: como o {home} venceu',
      ],
      4: [
        'Os lances mais engraçados da rodada',
        'Frangos do goleiro',
        'Jogo maluco: {home} x {away}',
        'Momentos engraçados: {home} x {away}',
      ],
      5: [
        'Melhores momentos: {home} x {away}',
        'Chuva de três do {home} sobre o {away}',
        'Top 5 do dia: a enterrada do {home}',
        'Enterrada do {home} no fim do jogo',
      ],
    },
    collections: [
      [1, 1, 'Os melhores da semana', 'Os jogos mais emocionantes da semana em dez minutos'],
      [2, 2, 'Golaços da Premier League', 'De fora da área, de cabeça, de falta: todos aqui'],
      [3, 2, 'Golaços do Brasileirão', 'Os gols mais bonitos da rodada'],
      [4, 3, 'Aula de tática', 'Entenda esquemas e movimentação com o narrador'],
      [5, 3, 'Futebol em números', 'Os dados por trás de cada resultado'],
      [6, 4, 'Futebol engraçado', 'O inesperado dentro de campo'],
      [7, 5, 'Top 5 da NBA na semana', 'Enterradas, cestas no estouro e passes sem olhar'],
      [8, 5, 'Playoffs do NBB', 'Os lances decisivos de cada jogo'],
    ],
    shortTitles: [
      'Que cobrança de falta',
      'Embaixadinhas no treino',
      'A torcida é demais',
      'Chuva de três',
      'Direto do vestiário',
      'Drible desconcertante',
      'Três defesas seguidas do goleiro',
      'Aconteceu no intervalo',
      'Enterrada debaixo da cesta',
      'Torcida fazendo a festa',
      'Bicicleta em câmera lenta',
      'O narrador ensina a finta',
    ],
  },
};

const recordCount = 50;
const shortCount = 36;

const recordColumns = [
  'id',
  'kind',
  'title',
  'cover',
  'duration',
  'author_id',
  'category_id',
  'collection_id',
  'collection_order',
  'match_id',
  'base_views',
  'base_likes',
  'comments',
  'published_at',
] as const;

/**
 * Categories, collections, recorded videos and short videos, by anchors, some about played matches. Upserted by id:
 * rows are never deleted, so likes and counted views stay (with a data folder). Durations are even seconds, as the
 * sample segments are two seconds long. Written in the site's language, with the teams' names as its fans read them;
 * the titles and collections in the other languages a fan may read in are their translations, drawn from the same seed.
 */
export async function seedVideos(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<number> {
  const { rows, collections } = await videosIn(db, seed, now, language);
  const titles: unknown[][] = [];
  const collectionTexts: unknown[][] = [];
  for (const other of contentLanguages.filter((l) => l !== language)) {
    const translated = await videosIn(db, seed, now, other);
    for (const [id, , title] of translated.rows) titles.push([id, other, title]);
    for (const [id, , title, description] of translated.collections) collectionTexts.push([id, other, title, description]);
  }
  await db.transaction(async (tx) => {
    await upsert(
      tx,
      'video_categories',
      ['id', 'name', 'name_en', 'sport_id', 'sort'],
      videoCategories.map((c, index) => [c.id, c.name, c.name_en, c.sport_id, index + 1]),
    );
    const collectionRows = collections.map(([id, category, title, description]) => [
      id,
      category,
      title,
      description,
      `/static/covers/collection/${id}.svg`,
      new Date(now.getTime() - id * 86_400_000).toISOString(),
    ]);
    await upsert(tx, 'video_collections', ['id', 'category_id', 'title', 'description', 'cover', 'created_at'], collectionRows);
    await upsert(tx, 'videos', recordColumns, rows);
    await tx.exec('delete from video_translations; delete from video_collection_translations;');
    await insertRows(tx, 'video_translations', ['video_id', 'lang', 'title'], titles);
    await insertRows(tx, 'video_collection_translations', ['collection_id', 'lang', 'title', 'description'], collectionTexts);
  });
  return rows.length;
}

/** The demo's video rows (`recordColumns`) and collections written in `language`. */
async function videosIn(db: Database, seed: number, now: Date, language: ContentLanguage) {
  const { titleTemplates, collections, shortTitles } = texts[language];
  const team = (side: string) =>
    language === 'cn' ? `${side}.short_name_zh` : `coalesce(nullif(${side}.short_name_en, ''), ${side}.name_en)`;
  const random = seededRandom(seed + 202);
  const anchors = (await db.query<{ id: number }>('select id from users where is_anchor order by id')).map((r) => r.id);
  const played = await db.query<{ id: number; sport_id: number; home: string; away: string }>(
    `select m.id, m.sport_id, ${team('h')} as home, ${team('a')} as away from matches m
     join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
     where m.kickoff_time < $1 order by m.kickoff_time desc, m.id limit 80`,
    [new Date(now.getTime() - 3 * 3600_000).toISOString()],
  );
  const bySport = (sport: number) => played.filter((m) => m.sport_id === (sport === 2 ? 2 : 1));
  const order = new Map<number, number>();
  const rows: unknown[][] = [];
  for (let id = 1; id <= recordCount; id++) {
    const category = videoCategories[(id - 1) % videoCategories.length];
    const match = pick(random, bySport(category.sport_id));
    const title = pick(random, titleTemplates[category.id])
      .replace('{home}', match?.home ?? '')
      .replace('{away}', match?.away ?? '');
    const inCategory = collections.filter((c) => c[1] === category.id);
    const collection = random() < 0.7 ? pick(random, inCategory)[0] : null;
    const position = collection ? (order.get(collection) ?? 0) + 1 : null;
    if (collection) order.set(collection, position!);
    const linksMatch = category.id !== 4 && match && random() < 0.6;
    const duration = 2 * integer(random, 15, 240);
    const publishedAt = new Date(now.getTime() - (id * 3.5 + random() * 3) * 3600_000);
    rows.push([
      id,
      'record',
      title,
      `/static/covers/video/${id}.svg`,
      duration,
      pick(random, anchors),
      category.id,
      collection,
      position,
      linksMatch ? match.id : null,
      integer(random, 800, 2_000_000),
      integer(random, 10, 40_000),
      integer(random, 0, 900),
      publishedAt.toISOString(),
    ]);
  }
  for (let n = 0; n < shortCount; n++) {
    const id = firstShortVideoId + n;
    const publishedAt = new Date(now.getTime() - (n * 2 + random()) * 3600_000);
    rows.push([
      id,
      'short',
      pick(random, shortTitles),
      `/static/covers/short/${id}.svg`,
      2 * integer(random, 4, 15),
      pick(random, anchors),
      null,
      null,
      null,
      null,
      integer(random, 500, 500_000),
      integer(random, 5, 90_000),
      integer(random, 0, 3_000),
      publishedAt.toISOString(),
    ]);
  }
  return { rows, collections };
}

/** Inserts rows or, for an existing id, rewrites their columns (the counters of fans' actions are other columns). */
async function upsert(db: Database, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const values = rows.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
  const updates = columns
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  await db.query(`insert into ${table} (${columns.join(', ')}) values ${values} on conflict (id) do update set ${updates}`, rows.flat());
}
