import type { Database } from '../db/database.ts';
import { grantBenefit } from '../domain/money/benefits/benefits.ts';
import { qaCoupons } from '../domain/money/shop/goods-catalogue.ts';
import { grantWallet } from '../domain/money/ledger/ledger.ts';
import { integer, seededRandom } from '../random.ts';

type Item = [category: string, zh: string, en: string, description: string, price: number, currency: 'gold' | 'diamond'];

// Prices are whole gold or diamond; the app shows them in 万 (10,000) units (spec 000 §9).
const items: Item[] = [
  ['card', 'VIP 周卡', 'Cartão VIP 7 dias', '7 天 VIP：去广告、专属标识、高清线路。', 30_000, 'diamond'],
  ['card', 'VIP 月卡', 'Cartão VIP 30 dias', '30 天 VIP：去广告、专属标识、高清线路。', 100_000, 'diamond'],
  ['card', '数据模型体验券', 'Teste dos modelos de dados', '一天内查看全部数据模型的分析，购买后在“我的福利”中使用。', 20_000, 'gold'],
  ['card', '弹幕彩色气泡', 'Balão de chat colorido', '直播间发言使用彩色气泡，有效期 30 天。', 8_000, 'gold'],
  ['jersey', '主场球衣 2026', 'Camisa titular 2026', '透气速干面料，胸前印有俱乐部徽章。', 680_000, 'gold'],
  ['jersey', '客场球衣 2026', 'Camisa reserva 2026', '客场配色，轻量剪裁。', 680_000, 'gold'],
  ['jersey', '篮球背心', 'Regata de basquete', '双面穿篮球背心，吸汗透气。', 420_000, 'gold'],
  ['gear', '5 号比赛用球', 'Bola de jogo tamanho 5', '热粘合工艺，适合草地与人工草坪。', 350_000, 'gold'],
  ['gear', '7 号篮球', 'Bola de basquete tamanho 7', '室内外通用，防滑耐磨。', 300_000, 'gold'],
  ['gear', '护腿板', 'Caneleiras', '轻量护腿板，附固定绑带。', 120_000, 'gold'],
  ['fan', '球迷围巾', 'Cachecol de torcida', '针织双面围巾，冬季看球必备。', 150_000, 'gold'],
  ['fan', '马克杯', 'Caneca', '陶瓷马克杯，容量 350 毫升。', 90_000, 'gold'],
  ['fan', '签名海报（限量）', 'Pôster autografado (limitado)', '限量签名海报，售完即止。', 50_000, 'diamond'],
];

/**
 * Writes the goods. Names and prices follow the code; stock is drawn from the seed only when a row is new, so what fans
 * bought stays bought across restarts. The limited poster starts sold out so the shop shows that state.
 */
export async function seedGoods(db: Database, seed: number, now: Date): Promise<number> {
  const random = seededRandom(seed + 303);
  for (const [index, [category, zh, en, description, price, currency]] of items.entries()) {
    const id = index + 1;
    const stock = zh.includes('限量') ? 0 : category === 'card' ? 9999 : integer(random, 5, 60);
    await db.query(
      `insert into goods (id, category, name_zh, name_en, description, image, price, currency, stock, is_virtual, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (id) do update set category = excluded.category, name_zh = excluded.name_zh, name_en = excluded.name_en,
         description = excluded.description, image = excluded.image, price = excluded.price, currency = excluded.currency,
         is_virtual = excluded.is_virtual, sort = excluded.sort`,
      [id, category, zh, en, description, `/static/pictures/goods/${id}.svg`, price, currency, stock, category === 'card', index],
    );
  }
  // QA's VIP user starts with a wallet to shop with; refilled only when both balances are empty.
  const [fan] = await db.query<{ id: number }>(`select id from users where account = 'vipfan' and gold = 0 and diamond = 0`);
  if (fan) await grantWallet(db, fan.id, { gold: 2_000_000, diamond: 200_000 }, 'seed:vipfan', now);
  await seedQaCoupons(db, now);
  return items.length;
}

/** Given again at a start only when QA's VIP user holds no unused, unexpired shop coupon. */
async function seedQaCoupons(db: Database, now: Date): Promise<void> {
  const [fan] = await db.query<{ id: number }>(
    `select id from users u where account = 'vipfan'
       and not exists (select 1 from benefits b where b.user_id = u.id and b.type in (7, 9) and b.used_at is null and b.expires_at > $1)`,
    [now.toISOString()],
  );
  // Seen already: QA's account logs in without the new-benefit modal.
  for (const coupon of fan ? qaCoupons : [])
    await db.query('update benefits set seen_at = $2 where id = $1', [await grantBenefit(db, fan.id, coupon, now), now.toISOString()]);
}
