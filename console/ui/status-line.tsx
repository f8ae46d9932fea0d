import styled from '@emotion/styled';
import { color, radius } from './tokens.ts';

/** How an action went, above what it acted on: green when done, red with the refusal. */
export const StatusLine = styled.p<{ failed: boolean }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.small};
  background: ${({ failed }) => (failed ? color.dangerSoft : color.successSoft)};
  color: ${({ failed }) => (failed ? color.danger : color.success)};
`;

/** How the last action went: done, or the server's refusal as it worded it; null before the first. */
export type ActionStatus = { failed: boolean; text: string } | null;

/** The line that says how the last action went, announced to screen readers; nothing before the first action. */
export function StatusNote({ status, testId }: { status: ActionStatus; testId: string }) {
  if (!status) return null;
  return (
    <StatusLine failed={status.failed} role="status" data-testid={testId}>
      {status.text}
    </StatusLine>
  );
}

/** Fans' text (a nick, a message, a device), kept to its box: long words wrap, and it is only ever text. */
export const FanText = styled.span`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
