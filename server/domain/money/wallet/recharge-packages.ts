/**
 * Gold packages (spec 000 §3 client state packageList.gold): what a fan pays, in fen, and the gold it buys, bigger
 * packages with a bonus (docs/ledger.md "Recharge"). Ids are stable: recharges refer to them.
 */
export interface RechargePackage {
  id: number;
  /** Gold credited, bonus included. */
  gold: number;
  bonus: number;
  price_fen: number;
}

export const rechargePackages: readonly RechargePackage[] = [
  { id: 1, gold: 600, bonus: 0, price_fen: 600 },
  { id: 2, gold: 3_000, bonus: 0, price_fen: 3_000 },
  { id: 3, gold: 10_000, bonus: 200, price_fen: 9_800 },
  { id: 4, gold: 20_600, bonus: 800, price_fen: 19_800 },
  { id: 5, gold: 35_000, bonus: 2_200, price_fen: 32_800 },
  { id: 6, gold: 71_200, bonus: 6_400, price_fen: 64_800 },
];

/** The package of this id, or undefined. */
export const rechargePackageById = (id: number) => rechargePackages.find((p) => p.id === id);
