import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { browserPushHost, pushCalls } from '../../../core/push/push-host.ts';
import { alertTopics, optIn, optOut, readPushState, type PushState, type PushTopic } from '../../../core/push/push-optin.ts';
import { FormCard, FormError, SubmitButton } from '../../../ui/form.tsx';
import { RowButton, SettingList } from './setting-rows.tsx';

const Topics = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  font-size: 0.9375rem;
  legend {
    margin-bottom: 0.75rem;
    padding: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.875rem;
  line-height: 1.5;
`;

const OffButton = styled(SubmitButton)`
  margin-top: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font-weight: 400;
`;

/** The word the row shows on its right for each state ('…' while it is read). */
const valueKey: Record<PushState['kind'], string> = {
  unsupported: 'push.value.unavailable',
  'no-worker': 'push.value.unavailable',
  denied: 'push.value.denied',
  off: 'push.value.off',
  on: 'push.value.on',
};

/** Why this device cannot opt in, in words, for the states that cannot. */
const reasonKey: Partial<Record<PushState['kind'], string>> = {
  unsupported: 'push.unsupported',
  'no-worker': 'push.noWorker',
  denied: 'push.denied',
};

/**
 * The settings' 比赛提醒 row (docs/push.md "Opting in"): this device's state, read without asking anything; a tap opens
 * the topics and the switch. The browser's permission prompt comes only from the fan's tap on 开启提醒.
 */
export function PushAlerts() {
  const { t } = useT('user-center');
  const [state, setState] = useState<PushState | null>(null);
  const [open, setOpen] = useState(false);
  const [topics, setTopics] = useState<ReadonlySet<PushTopic>>(new Set(alertTopics));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState(browserPushHost(), pushCalls)
      .then((read) => {
        if (!live) return;
        setState(read);
        if (read.kind === 'on') setTopics(new Set(read.topics));
      })
      .catch(() => live && setState({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, []);
  const run = async (action: () => Promise<PushState>, done: string) => {
    setBusy(true);
    setError('');
    try {
      const next = await action();
      setState(next);
      if (next.kind === 'on' || (next.kind === 'off' && done === 'push.turnedOff')) showToast(t(done));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('push.failed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topics.size === 0) return setError(t('push.pickOne'));
    void run(() => optIn(browserPushHost(), pushCalls, [...topics]), 'push.turnedOn');
  };
  const toggle = (topic: PushTopic) => {
    const next = new Set(topics);
    if (!next.delete(topic)) next.add(topic);
    setTopics(next);
  };
  const reason = state && reasonKey[state.kind];
  return (
    <>
      <SettingList>
        <li>
          <RowButton type="button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="push-row">
            {t('push.title')}
            <span data-testid="push-value">
              {state ? t(valueKey[state.kind]) : '…'} {open ? '˅' : '›'}
            </span>
          </RowButton>
        </li>
      </SettingList>
      {open && state ? (
        <FormCard onSubmit={submit} noValidate data-testid="push-panel">
          {reason ? (
            <Note role="status" data-testid="push-reason">
              {t(reason)}
            </Note>
          ) : (
            <>
              <Topics>
                <legend>{t('push.lead')}</legend>
                {alertTopics.map((topic) => (
                  <label key={topic}>
                    <input type="checkbox" checked={topics.has(topic)} onChange={() => toggle(topic)} />
                    {t(`push.topic.${topic}`)}
                  </label>
                ))}
              </Topics>
              {error ? <FormError role="alert">{error}</FormError> : null}
              <SubmitButton type="submit" disabled={busy} data-testid="push-on">
                {t(state.kind === 'on' ? 'push.save' : 'push.turnOn')}
              </SubmitButton>
              {state.kind === 'on' ? (
                <OffButton
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => optOut(browserPushHost(), pushCalls), 'push.turnedOff')}
                  data-testid="push-off"
                >
                  {t('push.turnOff')}
                </OffButton>
              ) : null}
            </>
          )}
        </FormCard>
      ) : null}
    </>
  );
}
