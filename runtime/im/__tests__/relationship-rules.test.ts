import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import { ErrorCode } from '../errors.ts';
import { ApplicationResponse, FriendType } from '../protocol/relationship-codec.ts';
import { checkedGroupName, currentFriendsOf } from '../relationship/friend-groups.ts';
import * as rules from '../relationship/friend-rules.ts';
import { ProfileCache, profileCacheMs, profileFromWire } from '../relationship/profile-cache.ts';
import { customPrefixMessage, optionsOfItems, ProfileRuleError, profileItemsOf, utf8Bytes } from '../protocol/profile-rules.ts';
import { RelationshipTypes as T, type Friend, type FriendGroup } from '../relationship/types.ts';

/** The message of the ProfileRuleError that `options` raises, and whether it is UPDATE_PROFILE_NO_KEY. */
function refusal(options: unknown): { message: string; noKey: boolean } {
  try {
    profileItemsOf(options);
  } catch (error) {
    if (error instanceof ProfileRuleError) return { message: error.message, noKey: error.noKey };
    throw error;
  }
  throw new Error('the update was accepted');
}

describe('profile update rules (spec 001 §5)', () => {
  it('refuses an empty update with UPDATE_PROFILE_NO_KEY', () => {
    expect(refusal({}).noKey).toBe(true);
    expect(refusal(undefined).noKey).toBe(true);
  });

  it('refuses custom keys without the Tag_Profile_Custom prefix, and non-string custom values', () => {
    expect(refusal({ profileCustomField: [{ key: 'Hobby', value: 'football' }] }).message).toBe(
      'The prefix of keys of the custom profile key-value pairs (which is profileCustomField) must be Tag_Profile_Custom',
    );
    expect(customPrefixMessage).toBe(
      'The prefix of keys of the custom profile key-value pairs (which is profileCustomField) must be Tag_Profile_Custom',
    );
    expect(refusal({ profileCustomField: [{ key: 'Tag_Profile_Custom_Hobby', value: 7 }] }).message).toBe(
      'key:Tag_Profile_Custom_Hobby, invalid value:7',
    );
    expect(profileItemsOf({ profileCustomField: [{ key: 'Tag_Profile_Custom_Hobby', value: '足球' }] })).toEqual([
      { tag: 'Tag_Profile_Custom_Hobby', value: '足球' },
    ]);
  });

  it('limits the nick to 500 bytes of UTF-8, counting each Chinese character as 3', () => {
    expect(profileItemsOf({ nick: 'a'.repeat(500) })).toEqual([{ tag: 'nick', value: 'a'.repeat(500) }]);
    expect(refusal({ nick: 'a'.repeat(501) }).message).toBe(
      'nick name limited: must less than or equal to 500 bytes, current size: 501 bytes',
    );
    expect(refusal({ nick: '球'.repeat(167) }).message).toBe(
      'nick name limited: must less than or equal to 500 bytes, current size: 501 bytes',
    );
    expect(utf8Bytes('⚽é球a')).toBe(3 + 2 + 3 + 1);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('keeps gender, allowType and adminForbidType to their enumerations', () => {
    expect(refusal({ gender: 'Gender_Type_Other' }).message).toBe('key:gender, invalid value:Gender_Type_Other');
    expect(refusal({ allowType: 'Anyone' }).message).toBe('key:allowType, invalid value:Anyone');
    expect(refusal({ adminForbidType: 'AdminForbid_Type_All' }).message).toBe('key:adminForbidType, invalid value:AdminForbid_Type_All');
    expect(
      profileItemsOf({ gender: 'Gender_Type_Female', allowType: 'AllowType_Type_AllowAny', adminForbidType: 'AdminForbid_Type_SendOut' }),
    ).toHaveLength(3);
  });

  it('wants numbers for birthday, language, level and role; strings for location, selfSignature and avatar; 0 or 1 for messageSettings', () => {
    expect(refusal({ birthday: '19900101' }).message).toBe('key:birthday, invalid value:19900101');
    expect(refusal({ level: Number.NaN }).message).toBe('key:level, invalid value:NaN');
    expect(profileItemsOf({ birthday: 19900101, language: 2, level: 3, role: 4 }).map((item) => item.value)).toEqual([
      '19900101',
      '2',
      '3',
      '4',
    ]);
    expect(refusal({ location: 7 }).message).toBe('key:location, invalid value:7');
    expect(refusal({ selfSignature: true }).message).toBe('key:selfSignature, invalid value:true');
    expect(refusal({ messageSettings: 2 }).message).toBe('key:messageSettings, invalid value:2');
    expect(profileItemsOf({ messageSettings: 1, location: '', selfSignature: '冲' })).toHaveLength(3);
  });

  it('rejects unknown keys and null or empty non-string values', () => {
    expect(refusal({ nick: 'ok', mood: 'happy' }).message).toBe('unknown key:mood happy');
    expect(refusal({ avatar: null }).message).toBe('key:avatar, invalid value:null');
    expect(refusal({ profileCustomField: [] }).message).toBe('key:profileCustomField, invalid value:');
  });

  it('reads wire items back into the same options, so the gateway applies the same rules', () => {
    const items = profileItemsOf({
      nick: '球迷',
      birthday: 20000101,
      profileCustomField: [{ key: 'Tag_Profile_Custom_Team', value: '巴萨' }],
    });
    expect(profileItemsOf(optionsOfItems(items))).toEqual(items);
    expect(() => profileItemsOf(optionsOfItems([{ tag: 'birthday', value: 'soon' }]))).toThrow('key:birthday, invalid value:soon');
  });
});

describe('friend rules (spec 001 §5, §9)', () => {
  it('wants the source to be AddSource_Type_ and at most 8 characters more', () => {
    expect(rules.checkedSource('AddSource_Type_Web')).toBe('AddSource_Type_Web');
    expect(rules.checkedSource('AddSource_Type_')).toBe('AddSource_Type_');
    expect(rules.checkedSource('AddSource_Type_12345678')).toBe('AddSource_Type_12345678');
    expect(codeOf(() => rules.checkedSource('AddSource_Type_123456789'))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => rules.checkedSource('Web'))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('limits a remark to 96 bytes', () => {
    expect(rules.checkedRemark('r'.repeat(96))).toHaveLength(96);
    expect(rules.checkedRemark('球'.repeat(32))).toHaveLength(32);
    expect(codeOf(() => rules.checkedRemark('球'.repeat(33)))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(rules.checkedRemark(undefined)).toBe('');
  });

  it('adds and checks both ways unless single is given; deletes both ways by default and refuses another type', () => {
    expect(rules.wireAddType(undefined)).toBe(FriendType.BOTH);
    expect(rules.wireAddType(T.SNS_ADD_TYPE_SINGLE)).toBe(FriendType.SINGLE);
    expect(rules.wireCheckType(undefined)).toBe(FriendType.BOTH);
    expect(rules.wireCheckType(T.SNS_CHECK_TYPE_SINGLE)).toBe(FriendType.SINGLE);
    expect(rules.wireDeleteType(undefined)).toBe(FriendType.BOTH);
    expect(rules.wireDeleteType(T.SNS_DELETE_TYPE_SINGLE)).toBe(FriendType.SINGLE);
    expect(codeOf(() => rules.wireDeleteType('Delete_Type_Some'))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('caps a delete at 1000 ids and drops repeats', () => {
    const ids = Array.from({ length: 1200 }, (_, i) => String(i + 1));
    expect(rules.userIDList([...ids, '1'], rules.maxFriendDelete)).toHaveLength(1000);
    expect(rules.userIDList(['7', '7', '8'], 1000)).toEqual(['7', '8']);
    expect(codeOf(() => rules.userIDList([], 1000))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('accepts as agree-and-add by default; deletes applications sent to me by default', () => {
    expect(rules.wireAcceptResponse(undefined)).toBe(ApplicationResponse.AGREE_AND_ADD);
    expect(rules.wireAcceptResponse(T.SNS_APPLICATION_AGREE)).toBe(ApplicationResponse.AGREE);
    expect(rules.applicationTypeOf(undefined)).toBe(T.SNS_APPLICATION_SENT_TO_ME);
    expect(rules.applicationTypeOf(T.SNS_APPLICATION_SENT_BY_ME)).toBe(T.SNS_APPLICATION_SENT_BY_ME);
  });

  it('floors the unread application count at 0', () => {
    expect(rules.unreadAfter(2, 1)).toBe(1);
    expect(rules.unreadAfter(0, 1)).toBe(0);
    expect(rules.unreadAfter(1, 3)).toBe(0);
  });

  it('names the four relations of a check', () => {
    expect([0, 1, 2, 3].map(rules.relationName)).toEqual([
      T.SNS_TYPE_NO_RELATION,
      T.SNS_TYPE_A_WITH_B,
      T.SNS_TYPE_B_WITH_A,
      T.SNS_TYPE_BOTH_WAY,
    ]);
  });
});

describe('profile cache (spec 001 §9)', () => {
  it('keeps a looked-up profile for 24 hours, then asks again', () => {
    let now = 1_000_000;
    const cache = new ProfileCache(() => now);
    cache.put(
      profileFromWire({
        userId: '7',
        items: [
          { tag: 'nick', value: '七' },
          { tag: 'level', value: '3' },
          { tag: 'Tag_Profile_Custom_Team', value: '巴萨' },
        ],
      }),
    );
    expect(cache.get('7')).toMatchObject({ nick: '七', level: 3, profileCustomField: [{ key: 'Tag_Profile_Custom_Team', value: '巴萨' }] });
    now += profileCacheMs - 1;
    expect(cache.get('7')?.nick).toBe('七');
    now += 1;
    expect(cache.get('7')).toBeUndefined();
  });
});

describe('friend group rules (spec 001 §5)', () => {
  const groups = new Map<string, FriendGroup>([['球友', { name: '球友', userIDList: ['7'], count: 1 }]]);

  it('refuses to create a group whose name exists, and to change one that does not', () => {
    expect(codeOf(() => checkedGroupName('球友', groups, false))).toBe(ErrorCode.FRIEND_GROUP_EXISTED);
    expect(checkedGroupName('同事', groups, false)).toBe('同事');
    expect(codeOf(() => checkedGroupName('同事', groups, true))).toBe(ErrorCode.FRIEND_GROUP_NOT_EXIST);
    expect(checkedGroupName('球友', groups, true)).toBe('球友');
    expect(codeOf(() => checkedGroupName('', groups, false))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => checkedGroupName('组'.repeat(11), groups, false))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('includes only current friends in an add or remove', () => {
    const friends = new Map([['7', { userID: '7' } as Friend]]);
    expect(currentFriendsOf(['7', '8', '7'], friends)).toEqual({
      userIds: ['7'],
      failures: [{ userID: '8', code: ErrorCode.NOT_MY_FRIEND, message: 'not my friend' }],
    });
  });
});
