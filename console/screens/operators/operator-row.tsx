import styled from '@emotion/styled';
import { useState } from 'react';
import type { OperatorRow as Row, Role } from '../../api/types.ts';
import { roles } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { color } from '../../ui/tokens.ts';
import { parseSiteCodes, type Problem } from '../../validation/rules.ts';

const Control = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
  & select,
  & input {
    ${inputStyle}
    padding: 5px 8px;
    min-width: 110px;
  }
`;

const ProblemText = styled.small`
  display: block;
  color: ${color.danger};
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;

/** What a row asks the page to do. */
export interface RowActions {
  change(row: Row, body: { role?: Role; sites?: string[] | null; disabled?: boolean }): void;
  resetTwoFactor(row: Row): void;
}

/** One operator: role and sites editable in place, disable or enable, reset two-factor. */
export function OperatorRow({ row, self, busy, actions }: { row: Row; self: boolean; busy: boolean; actions: RowActions }) {
  const { t } = useT();
  const [sites, setSites] = useState(row.sites?.join(', ') ?? '');
  const [problem, setProblem] = useState<Problem>(null);
  const parsed = parseSiteCodes(sites);
  const sitesChanged = (parsed.sites?.join(',') ?? '') !== (row.sites?.join(',') ?? '');
  return (
    <tr data-testid={`operator-${row.email}`} style={row.disabled ? { color: color.subtle } : undefined}>
      <td data-label={t('operators.email')}>
        <strong>{row.email}</strong> {self && <Chip tone="accent">{t('operators.you')}</Chip>}
        <div style={{ marginTop: 4 }}>
          {row.disabled ? <Chip tone="danger">{t('operators.disabled')}</Chip> : <Chip tone="success">{t('operators.active')}</Chip>}{' '}
          {row.totpEnrolled ? <Chip>{t('operators.twoFactorOn')}</Chip> : <Chip tone="warning">{t('operators.twoFactorOff')}</Chip>}
        </div>
      </td>
      <td data-label={t('operators.role')}>
        <Control>
          <select
            aria-label={t('operators.role')}
            value={row.role}
            disabled={busy || self}
            onChange={(event) => actions.change(row, { role: event.target.value as Role })}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Control>
      </td>
      <td data-label={t('operators.sites')}>
        <Control
          as="form"
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(parsed.problem);
            if (!parsed.problem) actions.change(row, { sites: parsed.sites });
          }}
        >
          <input
            aria-label={t('operators.sites')}
            placeholder={t('operators.allSites')}
            value={sites}
            onChange={(event) => setSites(event.target.value)}
            disabled={busy}
          />
          <Button type="submit" tone="secondary" small disabled={busy || !sitesChanged}>
            {t('common.save')}
          </Button>
        </Control>
        {problem && <ProblemText role="alert">{problemText(t, problem)}</ProblemText>}
      </td>
      <td data-label={t('operators.actions')}>
        <Actions>
          <Button
            type="button"
            tone={row.disabled ? 'secondary' : 'danger'}
            small
            disabled={busy || self}
            onClick={() => actions.change(row, { disabled: !row.disabled })}
          >
            {row.disabled ? t('operators.enable') : t('operators.disable')}
          </Button>
          <Button type="button" tone="secondary" small disabled={busy || !row.totpEnrolled} onClick={() => actions.resetTwoFactor(row)}>
            {t('operators.resetTwoFactor')}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
