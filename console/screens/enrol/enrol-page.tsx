import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { confirmEnrolment, startEnrolment } from '../../api/session-calls.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CenteredPage } from '../../ui/centered-page.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { color, radius } from '../../ui/tokens.ts';
import { RemoteView } from '../../ui/remote-view.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { totpCodeProblem, type Problem } from '../../validation/rules.ts';
import { Form, Heading, Mark } from '../sign-in/sign-in-page.tsx';

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  padding: 8px;
  background: ${color.white};
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
`;

const Secret = styled.code`
  display: block;
  padding: 8px 10px;
  background: ${color.sunken};
  border-radius: ${radius.small};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  text-align: center;
  font-size: 14px;
`;

const Small = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: 13px;
`;

/** The secret in groups of four, as it is easier to type (authenticator apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code as an image: an SVG drawn by an <img> runs no script, whatever it holds. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** TOTP enrolment: the QR code and the secret, then a code from the app to confirm. */
export function EnrolPage() {
  const { t } = useT();
  const { operator, replaceOperator, signOut } = useSession();
  const navigate = useNavigate();
  const { remote, retry } = useRemote(startEnrolment, 'enrol');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (operator?.totpEnrolled) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = totpCodeProblem(code);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      replaceOperator((await confirmEnrolment(code.trim())).operator);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredPage wide>
      <Card>
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Heading>
            <Mark aria-hidden="true">S</Mark>
            <h1>{t('enrol.title')}</h1>
            <p>{operator?.totpRequired ? t('enrol.required') : t('enrol.lead')}</p>
          </Heading>
          <RemoteView remote={remote} retry={retry}>
            {(data) => (
              <>
                <Qr src={svgImage(data.qrSvg)} alt={t('enrol.qrAlt')} data-testid="totp-qr" />
                <Small>{t('enrol.secretLead')}</Small>
                <Secret data-testid="totp-secret">{grouped(data.secret)}</Secret>
                <TextField
                  label={t('enrol.code')}
                  hint={t('signIn.codeHint')}
                  error={problemText(t, problem)}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
                {failure && <FormError role="alert">{failure}</FormError>}
                <Button type="submit" disabled={busy}>
                  {busy ? t('common.working') : t('enrol.confirm')}
                </Button>
              </>
            )}
          </RemoteView>
          {/* Who must enrol can only leave; who chose to can go back. */}
          {operator?.totpRequired ? (
            <Button type="button" tone="secondary" onClick={() => void signOut()}>
              {t('menu.signOut')}
            </Button>
          ) : (
            <Button type="button" tone="secondary" onClick={() => navigate('/')}>
              {t('signIn.back')}
            </Button>
          )}
        </Form>
      </Card>
    </CenteredPage>
  );
}
