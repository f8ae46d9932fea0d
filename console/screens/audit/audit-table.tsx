import styled from '@emotion/styled';
import type { AuditRow } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Chip } from '../../ui/card.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { color, font } from '../../ui/tokens.ts';
import { changeLines } from './audit-change.ts';

const Change = styled.code`
  display: block;
  max-width: 320px;
  font: ${font.mono};
  color: ${color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ActorLink = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${color.accent};
  cursor: pointer;
  text-align: left;
  overflow-wrap: anywhere;
  & span {
    color: ${color.muted};
  }
`;

const Small = styled.small`
  display: block;
  color: ${color.muted};
`;

/** The audit rows: who, when, from where, what, on what, and the change. */
export function AuditTable({ rows, onOperator }: { rows: AuditRow[]; onOperator: (id: number) => void }) {
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
              <td data-label={t('audit.at')} style={{ whiteSpace: 'nowrap' }}>
                {time.format(new Date(row.at))}
                <Small>{row.address}</Small>
              </td>
              <td data-label={t('audit.operator')}>
                {row.operatorId === null ? (
                  row.actor
                ) : (
                  <ActorLink type="button" title={t('audit.onlyThisOperator')} onClick={() => onOperator(row.operatorId as number)}>
                    {row.actor} <span>#{row.operatorId}</span>
                  </ActorLink>
                )}
                <Small>{t(`roles.${row.role}`, { defaultValue: row.role })}</Small>
              </td>
              <td data-label={t('audit.action')}>
                <Chip tone="accent">{row.action}</Chip>
              </td>
              <td data-label={t('audit.target')}>
                {[row.targetKind, row.targetId].filter(Boolean).join(' ') || '—'}
                <Small>{row.site}</Small>
              </td>
              <td data-label={t('audit.change')}>
                {/* Text, never markup: React escapes whatever a fan or an operator typed. */}
                <Change>{changeLines(row.before, row.after).join('\n') || '—'}</Change>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
