import { ErrorCode, ImError, ServerCode } from '../../../im/index.ts';

/**
 * What a fan reads when the chat layer refuses a group action (docs/decisions.md "Group pages"): a blocked word in
 * their text is named as such, any other refusal shows the server's (or the SDK's) own message, so a rule the page
 * did not foresee still says why; a failure with no message says only that it failed.
 */
export function groupRefusal(error: unknown): { key: 'groupPage.profanity' | 'groupPage.refused' | 'groupPage.failed'; reason: string } {
  const code = error instanceof ImError ? error.code : 0;
  if (code === ErrorCode.PROFANITY_FOUND || code === ServerCode.BLOCKED_WORD) return { key: 'groupPage.profanity', reason: '' };
  const reason = error instanceof Error ? error.message : '';
  return reason ? { key: 'groupPage.refused', reason } : { key: 'groupPage.failed', reason: '' };
}
