import styled from '@emotion/styled';
import { FanText, StatusLine } from '../../ui/status-line.tsx';
import { narrow } from '../../ui/tokens.ts';

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

export { FanText };

/** A one-line form on a desktop (its fields in `columns`, the button level with the inputs), stacked on a phone. */
export const FormRow = styled.form<{ columns: string }>`
  display: grid;
  grid-template-columns: ${({ columns }) => columns};
  gap: 12px;
  align-items: start;
  & > button {
    margin-top: 23px;
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
    }
  }
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
