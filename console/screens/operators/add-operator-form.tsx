import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { addOperator } from '../../api/operator-calls.ts';
import { roles, type Role } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { FormError, SelectField, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { narrow } from '../../ui/tokens.ts';
import { emailProblem, minPasswordLength, newPasswordProblem, parseSiteCodes, type Problem } from '../../validation/rules.ts';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  gap: 12px;
  align-items: start;
  @media (max-width: 1180px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > button {
    margin-top: 23px;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const blank = { email: '', role: 'viewer' as Role, sites: '', password: '' };

/** A new operator: email, role, sites and a first password (they enrol TOTP at their first sign-in). */
export function AddOperatorForm({ onAdded }: { onAdded: (email: string) => void }) {
  const { t } = useT();
  const [form, setForm] = useState(blank);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sites = parseSiteCodes(form.sites);
    const found = { email: emailProblem(form.email), password: newPasswordProblem(form.password), sites: sites.problem };
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await addOperator({ email: form.email.trim(), role: form.role, sites: sites.sites, password: form.password });
      setForm(blank);
      onAdded(form.email.trim());
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const text = (key: 'email' | 'sites' | 'password') => ({
    value: form[key],
    error: problemText(t, problems[key]),
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <Card>
      <CardTitle>{t('operators.add')}</CardTitle>
      <CardHint>{t('operators.addLead')}</CardHint>
      <Grid onSubmit={(event) => void submit(event)} noValidate data-testid="add-operator">
        <TextField label={t('operators.email')} type="email" autoComplete="off" {...text('email')} />
        <SelectField
          label={t('operators.role')}
          value={form.role}
          onChange={(event) => setForm({ ...form, role: event.target.value as Role })}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('operators.sites')} hint={t('operators.sitesHint')} placeholder="qutu, kqb" {...text('sites')} />
        <TextField
          label={t('operators.password')}
          type="password"
          autoComplete="new-password"
          hint={t('operators.passwordHint', { min: minPasswordLength })}
          {...text('password')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('common.working') : t('operators.addButton')}
        </Button>
        {failure && (
          <Wide>
            <FormError role="alert">{failure}</FormError>
          </Wide>
        )}
      </Grid>
    </Card>
  );
}
