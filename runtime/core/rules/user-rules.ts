/** VIP is true when vip_level > 0 and vip_date is in the future (spec 000 §4). vip_date is in Unix seconds. */
export function isVip(user: { vip_level?: number; vip_date?: number }, nowMs: number): boolean {
  return (user.vip_level ?? 0) > 0 && (user.vip_date ?? 0) * 1000 > nowMs;
}

/**
 * Grade class of a user level (spec 000 §5): level ≤9 grade1, 10-19 grade2, 20-29 grade3, 31-39 grade4; level 30 (and
 * anything else) has none. The spec's gap at 30 is kept as written.
 */
export function gradeClass(level: number): 'grade1' | 'grade2' | 'grade3' | 'grade4' | '' {
  if (level <= 9) return 'grade1';
  if (level <= 19) return 'grade2';
  if (level <= 29) return 'grade3';
  if (level >= 31 && level <= 39) return 'grade4';
  return '';
}
