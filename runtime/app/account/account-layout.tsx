import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HttpError } from '../../core/http/http-errors.ts';
import { useT } from '../../core/i18n/i18n.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { FormError, FormLinks, SubmitButton } from '../../ui/form.tsx';
import { Page, PageHeader } from '../../ui/page.tsx';

const Header = styled(PageHeader)`
  button {
    position: absolute;
    left: 0.25rem;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const Brand = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  padding: 1.5rem 1.5rem 0;
  text-align: center;
  img {
    width: 3.5rem;
    height: 3.5rem;
    margin-bottom: 0.25rem;
  }
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** The frame of the login, registration and password screens: back, brand, a lead line, then the form. */
export function AccountLayout(props: { page: string; title: string; lead: string; children: ReactNode }) {
  const { t } = useT('account');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  // Opened directly (no history inside the app), back goes to the app's root instead of leaving the site.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <Page data-page={props.page}>
      <Header>
        <button type="button" aria-label={t('back')} onClick={back}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        {props.title}
      </Header>
      <Brand>
        <img src={tenant.assets.logo} alt="" />
        <h1>{t('welcome', { siteName: tenant.siteName[lang] })}</h1>
        <p>{props.lead}</p>
      </Brand>
      {props.children}
    </Page>
  );
}

/**
 * Runs a form's call: `pending` while it runs; a network failure becomes the form's error (the client shows no
 * toast for it), while an answer with a message has already been toasted by the client.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState('');
  const run = async (call: () => Promise<void>) => {
    setPending(true);
    setFormError('');
    try {
      await call();
    } catch (error) {
      // An answer with a message has been toasted and a login timeout has its dialog; anything else is said here.
      if (error instanceof HttpError && error.code === 'NETWORK') setFormError('error.network');
      else if (!(error instanceof HttpError) || (error.code === 'API_STATUS' && !error.message)) setFormError('error.failed');
    } finally {
      setPending(false);
    }
  };
  return { pending, formError, run };
}

/** The end of a form: its error, if any, and the submit button, disabled while the call runs. */
export function FormSubmit(props: { label: string; pending: boolean; formError: string }) {
  const { t } = useT('account');
  return (
    <>
      {props.formError ? <FormError role="alert">{t(props.formError)}</FormError> : null}
      <SubmitButton type="submit" disabled={props.pending}>
        {props.label}
      </SubmitButton>
    </>
  );
}

/** "Already have an account? Log in", under the registration and password forms. */
export function HaveAccountLink() {
  const { t } = useT('account');
  return (
    <FormLinks>
      <span>
        {t('haveAccount')} <Link to="/login">{t('goLogin')}</Link>
      </span>
    </FormLinks>
  );
}
