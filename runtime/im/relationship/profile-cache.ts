import type { WireUserProfile } from '../protocol/relationship-codec.ts';
import { customProfilePrefix } from '../protocol/profile-rules.ts';
import type { Profile } from './types.ts';

/** Spec 001 §9: a looked-up profile is good for 24 hours. */
export const profileCacheMs = 24 * 60 * 60 * 1000;
/** Spec 001 §5: at most 100 ids per lookup; more are cut. */
export const maxProfileIds = 100;

const numberFields = new Set(['birthday', 'language', 'level', 'role', 'messageSettings']);

/** A profile from its wire items; fields it lacks get the SDK's empty values. */
export function profileFromWire(wire: WireUserProfile): Profile {
  const profile: Profile = {
    userID: wire.userId ?? '',
    nick: '',
    avatar: '',
    selfSignature: '',
    gender: 'Gender_Type_Unknown',
    birthday: 0,
    location: '',
    allowType: 'AllowType_Type_NeedConfirm',
    language: 0,
    messageSettings: 0,
    adminForbidType: 'AdminForbid_Type_None',
    level: 0,
    role: 0,
    profileCustomField: [],
  };
  const fields = profile as unknown as Record<string, unknown>;
  for (const { tag, value } of wire.items ?? []) {
    const key = tag ?? '';
    if (key.includes(customProfilePrefix)) profile.profileCustomField.push({ key, value: value ?? '' });
    else if (key in fields && key !== 'userID' && key !== 'profileCustomField')
      fields[key] = numberFields.has(key) ? Number(value) || 0 : (value ?? '');
  }
  return profile;
}

/** Profiles looked up, each kept for {@link profileCacheMs}. */
export class ProfileCache {
  private readonly entries = new Map<string, { profile: Profile; at: number }>();

  constructor(private readonly now: () => number) {}

  /** The cached profile, while it is fresh. */
  get(userID: string): Profile | undefined {
    const entry = this.entries.get(userID);
    if (!entry) return undefined;
    if (this.now() - entry.at >= profileCacheMs) {
      this.entries.delete(userID);
      return undefined;
    }
    return entry.profile;
  }

  put(profile: Profile): void {
    this.entries.set(profile.userID, { profile, at: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
