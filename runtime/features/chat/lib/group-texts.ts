/**
 * The texts a member writes on the group pages and their limits, in characters: a name 32 (spec 001 §5), an
 * introduction 240, a notification 300 and a name card 50 (the gateway's, Tencent's; docs/decisions.md "Chat groups").
 * The fields stop at the limit; a name cannot be blank. The gateway checks the same again.
 */
export const groupTextLimits = { name: 32, introduction: 240, notification: 300, nameCard: 50 } as const;

export type GroupText = keyof typeof groupTextLimits;

/** Why a text cannot be saved ('' when it can), as a label of the chat namespace. */
export function groupTextProblem(field: GroupText, text: string): '' | 'groupPage.nameRequired' | 'groupPage.tooLong' {
  if (field === 'name' && !text.trim()) return 'groupPage.nameRequired';
  return [...text].length > groupTextLimits[field] ? 'groupPage.tooLong' : '';
}
