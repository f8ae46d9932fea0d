import styled from '@emotion/styled';
import type { AuditRow } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Chip } from '../../ui/card.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { color, font } from '../../ui/tokens.ts';

const Change = styled.code`
  display: block;
  max-width: 320px;
  font: ${font.mono};
  color: ${color.muted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & b {
    color: ${color.text};
    font-weight: 600;
  }
`;

const Small = styled.small`
  display: block;
  color: ${color.muted};
`;

/** A value of the row as text (React escapes it: whatever a fan typed stays text). */
const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The audit rows: who, when, from where, what, on what, and the change. */
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t, i18n } = useT();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <TableScroll>
      <Table data-testid="audit-table">
        <thead>
          <tr>
            <th>{t('audit.at')}</th>
            <th>{t('audit.operator')}</th>
            <th>{t('audit.action')}</th>
            <th>{t('audit.target')}</th>
            <th>{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td style={{ whiteSpace: 'nowrap' }}>
                {time.format(new Date(row.at))}
                <Small>{row.address}</Small>
              </td>
              <td>
                {row.actor}
                <Small>{t(`roles.${row.role}`, { defaultValue: row.role })}</Small>
              </td>
              <td>
                <Chip tone="accent">{row.action}</Chip>
              </td>
              <td>
                {[row.targetKind, row.targetId].filter(Boolean).join(' ') || '—'}
                <Small>{row.site}</Small>
              </td>
              <td>
                <Change>
                  {shown(row.before)} → <b>{shown(row.after)}</b>
                </Change>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
