import { useState, type FormEvent } from 'react';
import { grantBenefit, type Grant } from '../../api/fan-calls.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { grantLimits, grantProblems, type Problem } from '../../validation/rules.ts';
import type { ActionStatus } from '../../ui/status-line.tsx';
import { FormRow } from './fan-parts.tsx';

const blank = { kind: 'vip' as Grant['kind'], amount: '', reason: '' };

/** money.write: a VIP card or a red packet of gold for the fan, with the reason the audit log keeps. */
export function GrantForm({ fanId, onDone }: { fanId: number; onDone: (status: ActionStatus) => void }) {
  const { t } = useT();
  const [form, setForm] = useState(blank);
  const [problems, setProblems] = useState<{ amount: Problem; reason: Problem }>({ amount: null, reason: null });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = grantProblems(form.kind, form.amount, form.reason);
    setProblems(found);
    if (found.amount || found.reason) return;
    setBusy(true);
    try {
      const { benefitId } = await grantBenefit(fanId, { kind: form.kind, amount: Number(form.amount.trim()), reason: form.reason.trim() });
      setForm(blank);
      onDone({ failed: false, text: t('fans.granted', { id: benefitId }) });
    } catch (error) {
      onDone({ failed: true, text: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardTitle>{t('fans.grant')}</CardTitle>
      <CardHint>{t('fans.grantHint')}</CardHint>
      <FormRow columns="200px 140px minmax(0, 1fr) auto" onSubmit={(event) => void submit(event)} noValidate data-testid="fan-grant">
        <SelectField
          label={t('fans.grantKind')}
          value={form.kind}
          onChange={(event) => setForm({ ...form, kind: event.target.value as Grant['kind'] })}
        >
          <option value="vip">{t('fans.grant.vip')}</option>
          <option value="gold">{t('fans.grant.gold')}</option>
        </SelectField>
        <TextField
          label={t('fans.grantAmount')}
          inputMode="numeric"
          hint={`1 – ${grantLimits[form.kind]}`}
          value={form.amount}
          error={problemText(t, problems.amount)}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
        />
        <TextField
          label={t('fans.grantReason')}
          hint={t('fans.grantReasonHint')}
          maxLength={grantLimits.reason}
          value={form.reason}
          error={problemText(t, problems.reason)}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('common.working') : t('fans.grantButton')}
        </Button>
      </FormRow>
    </Card>
  );
}
