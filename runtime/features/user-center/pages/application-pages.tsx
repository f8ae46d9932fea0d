import styled from '@emotion/styled';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { uploadImage } from '../../../core/upload/image-upload.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ImageGrid } from '../../../ui/image-grid.tsx';
import { Field, FormCard, FormError, FormOutcome, SubmitButton, TextAreaField } from '../../../ui/form.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { accountApi, type ApplyBody, type Material } from '../api/account-calls.ts';
import { SignedOut } from '../components/signed-out.tsx';

const { RemoteView } = loadStates('user-center', 'materials');

const Note = styled.p`
  margin: 0.5rem 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;

const MaterialsHead = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  a {
    color: ${(p) => p.theme.accent};
    text-decoration: none;
  }
`;

/** The server's bound of an introduction (schema/api/apply/apply.request.json). */
const introMax = 300;

const Past = styled.ul`
  margin: 0 0.75rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    margin-bottom: 0.5rem;
    padding: 0.625rem 0.75rem;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
    font-size: 0.8125rem;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** /user-center/my-material: the images a fan keeps for applications (up to 9), added through the image upload. */
export function MaterialPage() {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  const remote = useRemote(accountApi.materials, `materials-${user?.id ?? 0}`);
  const [problem, setProblem] = useState('');
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      remote.replace(await accountApi.addMaterial(await uploadImage(file)));
      setProblem('');
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('loadFailed'));
    }
  };
  const remove = async (material: Material) => {
    try {
      remote.replace(await accountApi.deleteMaterial(material.id));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('loadFailed'));
    }
  };
  return (
    <Page data-page="my-material">
      <BackHeader title={t('myMaterial')} backLabel={t('back')} fallback="/user-center" />
      {!user ? (
        <SignedOut />
      ) : (
        <RemoteView remote={remote}>
          {({ list, max }) => (
            <>
              <Note>{t('material.hint', { count: list.length, max })}</Note>
              <ImageGrid data-testid="materials">
                {list.map((material) => (
                  <li key={material.id} data-testid="material">
                    <img src={serverUrl(material.url)} alt="" />
                    <button
                      type="button"
                      aria-label={t('material.delete')}
                      onClick={() => void remove(material)}
                      data-testid="material-delete"
                    >
                      ×
                    </button>
                  </li>
                ))}
                {list.length < max ? (
                  <li>
                    <label aria-label={t('material.add')}>
                      +
                      <input type="file" accept="image/*" onChange={(e) => void add(e)} data-testid="material-input" />
                    </label>
                  </li>
                ) : null}
              </ImageGrid>
              {problem ? <FormError role="alert">{problem}</FormError> : null}
            </>
          )}
        </RemoteView>
      )}
    </Page>
  );
}

/**
 * /user-center/apply/{anchor|admin} (docs/decisions.md "Applications"): the form with the fan's materials to attach,
 * and the fan's applications of that type with their state and the operator's reason.
 */
export function ApplyPage() {
  const { t } = useT('user-center');
  const type = useParams().type === 'admin' ? 'admin' : 'anchor';
  const user = useSession((s) => s.user);
  const materials = useRemote(accountApi.materials, `materials-${user?.id ?? 0}`);
  const past = useRemote(accountApi.applications, `applications-${user?.id ?? 0}`);
  const [form, setForm] = useState({ real_name: '', contact: '', intro: '' });
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const title = t(`apply.${type}`);
  if (!user) {
    return (
      <Page data-page="apply">
        <BackHeader title={title} backLabel={t('back')} fallback="/user-center" />
        <SignedOut />
      </Page>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body: ApplyBody = { type, ...form, material_ids: chosen };
      await accountApi.apply(body);
      setMessage({ text: t('apply.sent'), failed: false });
      past.retry();
    } catch (failure) {
      setMessage({ text: failure instanceof Error ? failure.message : t('loadFailed'), failed: true });
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const mine = past.state === 'ready' ? past.data.list.filter((a) => a.type === type) : [];
  return (
    <Page data-page="apply">
      <BackHeader title={title} backLabel={t('back')} fallback="/user-center" />
      <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="apply-form">
        <Field
          label={t('apply.realName')}
          value={form.real_name}
          maxLength={20}
          onChange={(e) => setForm({ ...form, real_name: e.target.value })}
        />
        <Field
          label={t('apply.contact')}
          value={form.contact}
          maxLength={60}
          onChange={(e) => setForm({ ...form, contact: e.target.value })}
        />
        <TextAreaField
          label={t('apply.intro')}
          value={form.intro}
          maxLength={introMax}
          placeholder={t('apply.introHint')}
          onChange={(e) => setForm({ ...form, intro: e.target.value })}
          count={t('apply.introCount', { count: [...form.intro.trim()].length, max: introMax })}
        />
        <MaterialsHead>
          {t('apply.materials')}
          <Link to="/user-center/my-material">{t('apply.manage')}</Link>
        </MaterialsHead>
        {materials.state === 'ready' && materials.data.list.length === 0 ? <Note>{t('apply.noMaterials')}</Note> : null}
        {materials.state === 'ready' && materials.data.list.length > 0 ? (
          <ImageGrid data-testid="apply-materials">
            {materials.data.list.map((material) => (
              <li key={material.id}>
                <button
                  type="button"
                  aria-pressed={chosen.includes(material.id)}
                  onClick={() => toggle(material.id)}
                  data-testid="apply-material"
                >
                  <img src={serverUrl(material.url)} alt="" />
                </button>
              </li>
            ))}
          </ImageGrid>
        ) : null}
        {message ? (
          <FormOutcome role="status" failed={message.failed} data-testid="apply-message">
            {message.text}
          </FormOutcome>
        ) : null}
        <SubmitButton type="submit" disabled={busy} data-testid="apply-submit">
          {t('apply.submit')}
        </SubmitButton>
      </FormCard>
      {mine.length > 0 ? (
        <Past data-testid="applications">
          {mine.map((application) => (
            <li key={application.id} data-testid="application" data-status={application.status}>
              <span>
                {t(`apply.status.${application.status}`)}
                {application.reason ? <small>{application.reason}</small> : null}
              </span>
              <small>{serverDay(application.time)}</small>
            </li>
          ))}
        </Past>
      ) : null}
    </Page>
  );
}
