import type { Gift } from '../../../../schema/generated/api.ts';
import { DomainError } from '../../errors.ts';

/** A gift of the live rooms' catalogue (docs/api.md "Gifts and following"); prices are whole gold. */
export type { Gift };

/** Spec 000 §9: the quantities a fan picks from; any other count is refused. */
export const giftCounts = [1, 10, 66, 88, 100, 520, 1314] as const;

/**
 * The catalogue is reference data in code, like the live categories: gifts are bought with gold, which fans earn by
 * tasks and check-in (docs/decisions.md "Gifts cost gold"). Ids are stable: sends refer to them.
 */
const catalogue: [string, string, number][] = [
  ['点赞', 'Curtir', 10],
  ['鲜花', 'Flor', 100],
  ['足球', 'Bola', 500],
  ['加油棒', 'Bastão de torcida', 1000],
  ['奖杯', 'Troféu', 5000],
  ['皇冠', 'Coroa', 20000],
  ['火箭', 'Foguete', 100000],
];

export const gifts: Gift[] = catalogue.map(([name, name_en, price], index) => ({
  id: index + 1,
  name,
  name_en,
  icon: `/static/gifts/${index + 1}.svg`,
  price,
  currency: 'gold',
}));

/** A send of at least this much gold is also announced to the other live rooms (docs/decisions.md "Big gifts"). */
export const bigGiftGold = 5000;

/** The gift of this id in the catalogue, or undefined. */
export const giftById = (id: number): Gift | undefined => gifts.find((g) => g.id === id);

/** The gift a fan picked, checked: the count must be a preset, the gift one of the catalogue. */
export function pickedGift(giftId: number, count: number): Gift {
  if (!(giftCounts as readonly number[]).includes(count)) throw new DomainError('BAD_INPUT', `礼物数量只能是 ${giftCounts.join('、')}`);
  const gift = giftById(giftId);
  if (!gift) throw new DomainError('NOT_FOUND', '礼物不存在');
  return gift;
}
