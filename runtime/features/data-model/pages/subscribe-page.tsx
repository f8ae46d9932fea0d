import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ModelSubscribeResult } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getPlans } from '../api/get-plans.ts';
import { newRequestId } from '../../../core/http/request-id.ts';
import { subscribe } from '../api/subscribe.ts';
import { ModelHeader } from '../components/model-header.tsx';
import { Card, LoadError, RemoteView } from '../components/remote-states.tsx';
import { slugOf } from '../lib/model-kinds.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { colors } from '../../../core/theme/theme.ts';

const Plans = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PlanRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.625rem 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  span {
    flex: 1;
    font-size: 0.875rem;
  }
  strong {
    color: ${(p) => p.theme.accent};
  }
`;

const Result = styled.p<{ failed: boolean }>`
  margin: 0.75rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => (p.failed ? colors.danger : p.theme.color.text)};
  font-size: 0.875rem;
`;

type Outcome = { paid: ModelSubscribeResult } | { failed: string };

/**
 * /data/model/subscribe/{id}, where id is the model's number (spec 000 §4 model types 1-4): its plans and the
 * all-model plans, bought with gold. Each tap sends a new request id, so a retry of one tap pays once; the button is
 * disabled while a payment is on its way. The payment result is shown: success with the end of access and the gold
 * left, or the server's message (too little gold: nothing is debited).
 */
export default function SubscribePage() {
  const { t } = useT('data-model');
  const kind = Number(useParams().id);
  const token = useSession((s) => s.user?.token ?? '');
  const plans = useRemote(() => getPlans(kind), String(kind));
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const valid = [1, 2, 3, 4].includes(kind);
  const buy = async (planId: number) => {
    if (!token) return void requireLogin();
    setPaying(true);
    try {
      setOutcome({ paid: await subscribe(planId, newRequestId()) });
    } catch (error) {
      setOutcome({ failed: error instanceof Error ? error.message : t('loadFailed') });
    } finally {
      setPaying(false);
    }
  };
  return (
    <Page data-page="model-subscribe">
      <ModelHeader title={t('subscribe')} />
      {!valid ? (
        <LoadError notFound />
      ) : (
        <RemoteView remote={plans}>
          {(data) => (
            <Card>
              <h2>{t(`kind.${kind}`)}</h2>
              <p>{t(`about.${kind}`)}</p>
              <Plans>
                {data.list.map((plan) => (
                  <PlanRow key={plan.id} data-testid="model-plan" data-plan={plan.id}>
                    <span>
                      {t(`kind.${plan.kind}`)} · {t('days', { days: plan.days })}
                    </span>
                    <strong>{t('price', { price: plan.price })}</strong>
                    <PillButton type="button" disabled={paying} onClick={() => void buy(plan.id)}>
                      {paying ? t('paying') : t('buy')}
                    </PillButton>
                  </PlanRow>
                ))}
              </Plans>
            </Card>
          )}
        </RemoteView>
      )}
      {outcome && 'paid' in outcome ? (
        <Result failed={false} data-testid="payment-result" data-status={outcome.paid.subscription.status}>
          {t('paid', { date: serverDay(outcome.paid.subscription.ends_at), gold: outcome.paid.gold })}{' '}
          <Link to={`/data/model/${slugOf(kind)}`}>{t('viewAnalysis')}</Link>
        </Result>
      ) : null}
      {outcome && 'failed' in outcome ? (
        <Result failed data-testid="payment-result" data-status="2">
          {outcome.failed}
        </Result>
      ) : null}
    </Page>
  );
}
