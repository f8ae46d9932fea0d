import type { ChatContext } from '../core/chat-context.ts';
import { imError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { ProfanityFilter } from '../messages/message-service.ts';
import { ProfileRuleError, profileItemsOf } from '../protocol/profile-rules.ts';
import { maxFriendDelete, type WireUserProfile } from '../protocol/relationship-codec.ts';
import { userIDList } from './friend-rules.ts';
import { maxProfileIds, ProfileCache, profileFromWire } from './profile-cache.ts';
import { relationshipRequest } from './relationship-request.ts';
import type { Profile } from './types.ts';
import './relationship-messages.ts';

/** Profiles (mine and others', cached 24 hours) and my blacklist: what spec 001 §5 lets a user do to its own account. */
export class ProfileBook {
  readonly cache: ProfileCache;

  constructor(
    private readonly context: ChatContext,
    private readonly filterProfanity: ProfanityFilter | undefined,
  ) {
    this.cache = new ProfileCache(context.now);
  }

  async getMyProfile(): Promise<Profile> {
    const self = this.context.self().userID;
    return this.cache.get(self) ?? (await this.fetch([self]))[0];
  }

  /** At most 100 ids (more are cut); cached ones are not asked again for 24 hours; unknown ids are skipped. */
  async getUserProfile(options: { userIDList: string[] }): Promise<Profile[]> {
    const ids = userIDList(options?.userIDList, maxProfileIds);
    const missing = ids.filter((id) => !this.cache.get(id));
    if (missing.length > 0) await this.fetch(missing);
    return ids.flatMap((id) => this.cache.get(id) ?? []);
  }

  async updateMyProfile(options: Record<string, unknown>): Promise<Profile> {
    let profileItems: { tag: string; value: string }[];
    try {
      profileItems = profileItemsOf(options);
    } catch (error) {
      if (error instanceof ProfileRuleError)
        throw imError(error.noKey ? 'UPDATE_PROFILE_NO_KEY' : 'UPDATE_PROFILE_INVALID_PARAM', error.message);
      throw error;
    }
    for (const item of profileItems) {
      if ((item.tag === 'nick' || item.tag === 'selfSignature') && this.filterProfanity?.(item.value).blocked)
        throw imError('PROFANITY_FOUND', `the ${item.tag} contains a blocked word`);
    }
    const [wire] = (await relationshipRequest(this.context, 'profile.set', { profileItems })).profiles ?? [];
    return this.changed([wire ?? {}])[0];
  }

  /** Profiles that changed (here, or pushed by the server): cached and announced. */
  changed(wires: readonly WireUserProfile[]): Profile[] {
    const profiles = wires.map((wire) => profileFromWire(wire));
    for (const profile of profiles) this.cache.put(profile);
    this.context.emitter.emit(ImEvent.PROFILE_UPDATED, profiles);
    return profiles;
  }

  /** Every page of the blacklist (100 a page). */
  async getBlacklist(): Promise<string[]> {
    const list: string[] = [];
    for (let startIndex = 0; ;) {
      const page = await relationshipRequest(this.context, 'blacklist.get', { startIndex, maxLimited: 100 });
      list.push(...(page.blacklist ?? []).map((item) => item.userId ?? ''));
      if (page.complete || !page.blacklist?.length) return list;
      startIndex = page.startIndex ?? list.length;
    }
  }

  /** Self is dropped from the list; self alone is CANNOT_ADD_SELF_TO_BLACKLIST (spec 001 §5). */
  async addToBlacklist(options: { userIDList: string[] }): Promise<string[]> {
    const self = this.context.self().userID;
    const userIds = userIDList(options?.userIDList, maxFriendDelete).filter((id) => id !== self);
    if (userIds.length === 0) throw imError('CANNOT_ADD_SELF_TO_BLACKLIST');
    await relationshipRequest(this.context, 'blacklist.add', { userIds });
    return this.getBlacklist();
  }

  async removeFromBlacklist(options: { userIDList: string[] }): Promise<string[]> {
    await relationshipRequest(this.context, 'blacklist.delete', { userIds: userIDList(options?.userIDList, maxFriendDelete) });
    return this.getBlacklist();
  }

  private async fetch(userIds: string[]): Promise<Profile[]> {
    const profiles = ((await relationshipRequest(this.context, 'profile.get', { userIds })).profiles ?? []).map((wire) =>
      profileFromWire(wire),
    );
    for (const profile of profiles) this.cache.put(profile);
    return profiles;
  }
}
