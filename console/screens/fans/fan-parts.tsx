import styled from '@emotion/styled';
import { color, radius } from '../../ui/tokens.ts';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** What a fan wrote (a nick, a device), kept to its box: long words wrap, nothing in it runs. */
export const FanText = styled.span`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const StatusLine = styled.p<{ failed: boolean }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.small};
  background: ${({ failed }) => (failed ? color.dangerSoft : color.successSoft)};
  color: ${({ failed }) => (failed ? color.danger : color.success)};
`;

/** How the last action went: done, or the server's refusal as it worded it. */
export type ActionStatus = { failed: boolean; text: string } | null;

export function StatusNote({ status }: { status: ActionStatus }) {
  if (!status) return null;
  return (
    <StatusLine failed={status.failed} role="status" data-testid="fan-status">
      {status.text}
    </StatusLine>
  );
}

/** A server time (ISO) in the operator's locale, or a dash for never. */
export function timeOf(iso: string | null, language: string, never = '—'): string {
  if (!iso) return never;
  return new Date(iso).toLocaleString(language === 'pt-BR' ? 'pt-BR' : 'zh-CN', { dateStyle: 'short', timeStyle: 'short' });
}
