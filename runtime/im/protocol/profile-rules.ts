/**
 * The profile update rules of spec 001 §5, word for word, in one place. Part of the protocol (what a profile.set may
 * carry): the SDK checks an update with them before it sends it and the gateway checks what arrives with them again
 * (a client may skip the SDK). No dependencies, so both can import it.
 */

/** Custom profile keys must contain this prefix (spec 001 §5). */
export const customProfilePrefix = 'Tag_Profile_Custom';
export const maxNickBytes = 500;

export const profileEnumerations = {
  gender: ['Gender_Type_Unknown', 'Gender_Type_Female', 'Gender_Type_Male'],
  allowType: ['AllowType_Type_NeedConfirm', 'AllowType_Type_AllowAny', 'AllowType_Type_DenyAny'],
  adminForbidType: ['AdminForbid_Type_None', 'AdminForbid_Type_SendOut'],
} as const;

const numberKeys = new Set(['birthday', 'language', 'level', 'role']);
const stringKeys = new Set(['location', 'selfSignature', 'avatar']);
/** Every key updateMyProfile takes; anything else is an unknown key. */
export const profileKeys = new Set([
  'nick',
  ...Object.keys(profileEnumerations),
  ...numberKeys,
  ...stringKeys,
  'messageSettings',
  'profileCustomField',
]);

export const customPrefixMessage =
  'The prefix of keys of the custom profile key-value pairs (which is profileCustomField) must be Tag_Profile_Custom';

/** A refused update: `noKey` when there was nothing to update (UPDATE_PROFILE_NO_KEY), else an invalid field. */
export class ProfileRuleError extends Error {
  constructor(
    message: string,
    readonly noKey = false,
  ) {
    super(message);
  }
}

export interface ProfileItem {
  tag: string;
  value: string;
}

/** UTF-8 size of a string, counted by hand: the chat layer has no TextEncoder in its typings (docs/architecture.md "House rules"). */
export function utf8Bytes(text: string): number {
  let size = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    size += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return size;
}

function checkedValue(key: string, value: unknown): string {
  if (key === 'nick') {
    if (typeof value !== 'string') throw new ProfileRuleError(`key:nick, invalid value:${String(value)}`);
    const size = utf8Bytes(value);
    if (size > maxNickBytes)
      throw new ProfileRuleError(`nick name limited: must less than or equal to ${maxNickBytes} bytes, current size: ${size} bytes`);
    return value;
  }
  if (key in profileEnumerations) {
    if (!(profileEnumerations[key as keyof typeof profileEnumerations] as readonly unknown[]).includes(value))
      throw new ProfileRuleError(`key:${key}, invalid value:${String(value)}`);
    return value as string;
  }
  if (numberKeys.has(key)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new ProfileRuleError(`key:${key}, invalid value:${String(value)}`);
    return String(value);
  }
  if (stringKeys.has(key)) {
    if (typeof value !== 'string') throw new ProfileRuleError(`key:${key}, invalid value:${String(value)}`);
    return value;
  }
  // messageSettings
  if (value !== 0 && value !== 1) throw new ProfileRuleError(`key:${key}, invalid value:${String(value)}`);
  return String(value);
}

function customItems(value: unknown): ProfileItem[] {
  if (!Array.isArray(value) || value.length === 0) throw new ProfileRuleError(`key:profileCustomField, invalid value:${String(value)}`);
  return value.map((field: { key?: unknown; value?: unknown } | null) => {
    if (typeof field?.key !== 'string' || !field.key.includes(customProfilePrefix)) throw new ProfileRuleError(customPrefixMessage);
    if (typeof field.value !== 'string') throw new ProfileRuleError(`key:${field.key}, invalid value:${String(field.value)}`);
    return { tag: field.key, value: field.value };
  });
}

/**
 * The wire items of an updateMyProfile options object, or a ProfileRuleError with the message of spec 001 §5.
 * Checks in the order of the spec: no options, unknown keys, empty values, then each field's own rule.
 */
export function profileItemsOf(options: unknown): ProfileItem[] {
  if (!options || typeof options !== 'object' || Object.keys(options).length === 0)
    throw new ProfileRuleError('no profile key to update', true);
  const entries = Object.entries(options as Record<string, unknown>);
  for (const [key, value] of entries) if (!profileKeys.has(key)) throw new ProfileRuleError(`unknown key:${key} ${String(value)}`);
  const items: ProfileItem[] = [];
  for (const [key, value] of entries) {
    if (
      value === null ||
      value === undefined ||
      (typeof value !== 'string' && typeof value !== 'number' && Object.keys(value).length === 0)
    )
      throw new ProfileRuleError(`key:${key}, invalid value:${String(value)}`);
    if (key === 'profileCustomField') items.push(...customItems(value));
    else items.push({ tag: key, value: checkedValue(key, value) });
  }
  return items;
}

/**
 * The same rules for items as they arrive on the wire (values are text): the gateway's check. Numbers come back as
 * numbers, custom tags as a custom field.
 */
export function optionsOfItems(items: readonly { tag?: string | null; value?: string | null }[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const custom: { key: string; value: string }[] = [];
  for (const { tag = '', value = '' } of items) {
    const key = tag ?? '';
    if (key.includes(customProfilePrefix)) custom.push({ key, value: value ?? '' });
    else
      options[key] =
        numberKeys.has(key) || key === 'messageSettings'
          ? value === '' || value === null || Number.isNaN(Number(value))
            ? value
            : Number(value)
          : value;
  }
  if (custom.length > 0) options.profileCustomField = custom;
  return options;
}
