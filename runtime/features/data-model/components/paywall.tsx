import styled from '@emotion/styled';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { PrimaryLink } from '../../../ui/message-panel.tsx';
import { getPlans } from '../api/get-plans.ts';
import { Card } from './remote-states.tsx';

const Plans = styled.ul`
  margin: 0.5rem 0 0.75rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    padding: 0.375rem 0;
    font-size: 0.8125rem;
  }
`;

/** What a signed-in fan without the model sees: what it does, its plans and the way to subscribe. */
export function Paywall(props: { kind: number }) {
  const { t } = useT('data-model');
  const plans = useRemote(() => getPlans(props.kind), String(props.kind));
  return (
    <Card data-testid="model-paywall">
      <h2>{t('paywallTitle', { name: t(`kind.${props.kind}`) })}</h2>
      <p>{t(`about.${props.kind}`)}</p>
      {plans.state === 'ready' ? (
        <Plans>
          {plans.data.list.map((plan) => (
            <li key={plan.id}>
              <span>
                {t(`kind.${plan.kind}`)} · {t('days', { days: plan.days })}
              </span>
              <strong>{t('price', { price: plan.price })}</strong>
            </li>
          ))}
        </Plans>
      ) : null}
      <PrimaryLink to={`/data/model/subscribe/${props.kind}`} data-testid="to-subscribe">
        {t('toSubscribe')}
      </PrimaryLink>
    </Card>
  );
}
