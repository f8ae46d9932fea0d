import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { AuditFilter } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { operatorIdProblem, type Problem } from '../../validation/rules.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { narrow } from '../../ui/tokens.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  gap: 12px;
  align-items: end;
  @media (max-width: 1180px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  padding-bottom: 2px;
`;

/** The filters as typed: days rather than instants. */
export interface FilterDraft {
  fromDay: string;
  toDay: string;
  operator: string;
  action: string;
  target: string;
}

export const emptyDraft: FilterDraft = { fromDay: '', toDay: '', operator: '', action: '', target: '' };

/** The days as instants of the operator's own time zone: from the first day's start to the last day's end. */
export function filterOf(draft: FilterDraft): AuditFilter {
  const instant = (day: string, time: string) => (day ? new Date(`${day}T${time}`).toISOString() : undefined);
  return {
    from: instant(draft.fromDay, '00:00:00'),
    to: instant(draft.toDay, '23:59:59.999'),
    operator: draft.operator,
    action: draft.action,
    target: draft.target,
  };
}

/** The audit log's filters; applied together. */
export function AuditFilters({ initial, onApply }: { initial: FilterDraft; onApply: (draft: FilterDraft) => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<Problem>(null);
  // A filter chosen from a row of the table (its operator) shows in the form too.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setDraft(initial);
  }
  const field = (key: keyof FilterDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = operatorIdProblem(draft.operator);
    setProblem(found);
    if (!found) onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label={t('audit.filters')}>
      <TextField label={t('audit.from')} type="date" {...field('fromDay')} max={draft.toDay || undefined} />
      <TextField label={t('audit.to')} type="date" {...field('toDay')} min={draft.fromDay || undefined} />
      <TextField
        label={t('audit.operatorId')}
        inputMode="numeric"
        placeholder="12"
        error={problemText(t, problem)}
        {...field('operator')}
      />
      <TextField label={t('audit.action')} placeholder="site.config" {...field('action')} />
      <TextField label={t('audit.target')} placeholder="site:qutu" {...field('target')} />
      <Actions>
        <Button type="submit">{t('audit.apply')}</Button>
        <Button
          type="button"
          tone="secondary"
          onClick={() => {
            setDraft(emptyDraft);
            setProblem(null);
            onApply(emptyDraft);
          }}
        >
          {t('audit.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
