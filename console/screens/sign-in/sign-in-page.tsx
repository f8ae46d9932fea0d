import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { signIn } from '../../api/session-calls.ts';
import { safeReturnPath } from '../../app/screens.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CenteredPage } from '../../ui/centered-page.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { color } from '../../ui/tokens.ts';
import { emailProblem, signInPasswordProblem, totpCodeProblem, type Problem } from '../../validation/rules.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Heading = styled.div`
  text-align: center;
  & h1 {
    margin: 12px 0 4px;
    font-size: 20px;
  }
  & p {
    margin: 0;
    color: ${color.muted};
  }
`;

export const Mark = styled.div`
  width: 40px;
  height: 40px;
  margin: 0 auto;
  border-radius: 10px;
  background: ${color.accent};
  color: ${color.white};
  display: grid;
  place-items: center;
  font-weight: 800;
  font-size: 18px;
`;

const Notice = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${color.warningSoft};
  color: ${color.warning};
  font-size: 13px;
`;

/** Whether the server asked for the TOTP code (an enrolled operator signing in without one). */
const asksForCode = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as { totpNeeded?: boolean }).totpNeeded === true;

/** Email and password, then the TOTP code when the account has one; back to where the operator was. */
export function SignInPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const { phase, notice, signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (phase === 'signedIn') return <Navigate to={safeReturnPath(params.get('next'))} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, Problem> = codeStep
      ? { code: totpCodeProblem(code) }
      : { email: emailProblem(email), password: signInPasswordProblem(password) };
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      signedIn(await signIn({ email: email.trim(), password, ...(codeStep ? { code: code.trim() } : {}) }));
    } catch (error) {
      if (!codeStep && asksForCode(error)) setCodeStep(true);
      else setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredPage>
      <Card>
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Heading>
            <Mark aria-hidden="true">S</Mark>
            <h1>{t('signIn.title')}</h1>
            <p>{codeStep ? t('signIn.codeLead') : t('signIn.lead')}</p>
          </Heading>
          {notice && <Notice role="status">{notice}</Notice>}
          {codeStep ? (
            <TextField
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              error={problemText(t, problems.code)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
            />
          ) : (
            <>
              <TextField
                label={t('signIn.email')}
                type="email"
                autoComplete="username"
                error={problemText(t, problems.email)}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoFocus
              />
              <TextField
                label={t('signIn.password')}
                type="password"
                autoComplete="current-password"
                error={problemText(t, problems.password)}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </>
          )}
          {failure && <FormError role="alert">{failure}</FormError>}
          <Button type="submit" disabled={busy}>
            {busy ? t('common.working') : codeStep ? t('signIn.verify') : t('signIn.submit')}
          </Button>
          {codeStep && (
            <Button
              type="button"
              tone="secondary"
              onClick={() => {
                setCodeStep(false);
                setCode('');
                setFailure(null);
              }}
            >
              {t('signIn.back')}
            </Button>
          )}
        </Form>
      </Card>
    </CenteredPage>
  );
}
