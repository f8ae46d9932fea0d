import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VipPlans } from '../../../../schema/generated/api.ts';
import { newRequestId } from '../../../core/http/request-id.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useBusyScreen } from '../../../core/overlay/use-overlay.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { refreshUserInfo, requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { buyVip, getVipPlans, useVipCard } from '../api/vip-calls.ts';
import { Card, GoldCard, Message, RemoteView } from '../components/vip-parts.tsx';
import { colors } from '../../../core/theme/theme.ts';

const PlanHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  h2 {
    flex: 1;
  }
  b {
    color: ${colors.warning};
    font-size: 1rem;
  }
`;

const CardRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid color-mix(in srgb, ${colors.onVipCard} 30%, transparent);
  font-size: 0.875rem;
`;

type Outcome = { text: string; failed: boolean; short?: boolean };

/** Status 7 of the API: too little gold; the page then offers a recharge. */
const insufficientBalance = 7;

/** A plan's data models are a benefit only where the site builds them: a site without them does not advertise them. */
const modelsBuilt = tenant.builtFeatures.includes('data-model');

/**
 * /vip-plans: the fan's VIP (until when), the VIP cards they hold with a one-tap "use" (a new account's trial card),
 * and the plans with what each includes, bought with gold (one request id per tap). Too little gold says so and links
 * to the recharge page.
 */
export default function VipPlansPage() {
  const { t } = useT('vip');
  // A payment under way: pop-ups the fan did not ask for wait until the fan leaves.
  useBusyScreen('payment');
  const lang = useAppStore((s) => s.lang);
  const token = useSession((s) => s.user?.token ?? '');
  const plans = useRemote(getVipPlans, token);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const act = async (work: () => Promise<Outcome>) => {
    if (!token) return void requireLogin();
    setBusy(true);
    try {
      setOutcome(await work());
      plans.retry();
      void refreshUserInfo();
    } catch (error) {
      const status = (error as { status?: number }).status;
      setOutcome({ text: error instanceof Error ? error.message : t('loadFailed'), failed: true, short: status === insufficientBalance });
    } finally {
      setBusy(false);
    }
  };
  const buy = (planId: number) =>
    act(async () => {
      const bought = await buyVip(planId, newRequestId());
      return { text: t('bought', { date: serverDay(bought.vip_date), gold: formatBalance(bought.gold, lang) }), failed: false };
    });
  const useCard = (id: number, days: number, data: VipPlans) =>
    act(async () => {
      await useVipCard(id);
      const start = data.isVIP ? data.vip_date : Math.floor(Date.now() / 1000);
      return { text: t('cardUsed', { date: serverDay(start + days * 86_400) }), failed: false };
    });

  return (
    <Page data-page="vip-plans">
      <BackHeader title={t('plans')} backLabel={t('back')} fallback="/user-center" />
      <RemoteView remote={plans} rows={3}>
        {(data) => (
          <>
            <GoldCard data-testid="vip-status" data-vip={data.isVIP}>
              <strong>
                {!token
                  ? t('guestVip')
                  : data.isVIP
                    ? t('vipUntil', { level: data.vip_level, date: serverDay(data.vip_date) })
                    : t('notVip')}
              </strong>
              {token ? <span>{t('gold', { gold: formatBalance(data.gold, lang) })}</span> : null}
              {data.cards.map((card) => (
                <CardRow key={card.id} data-testid="vip-card">
                  <span>{t('cardTitle', { name: card.name, days: card.days })}</span>
                  <PillButton type="button" disabled={busy} onClick={() => void useCard(card.id, card.days, data)}>
                    {busy ? t('cardUsing') : t('cardUse')}
                  </PillButton>
                </CardRow>
              ))}
            </GoldCard>
            {outcome ? (
              <Message failed={outcome.failed} data-testid="vip-result" data-failed={outcome.failed}>
                {outcome.text}
                {outcome.short ? <Link to="/recharge">{t('recharge')}</Link> : null}
              </Message>
            ) : null}
            {data.list.map((plan) => (
              <Card key={plan.id} data-testid="vip-plan" data-plan={plan.id}>
                <PlanHead>
                  <h2>
                    {lang === 'cn' ? plan.name : plan.name_en} · {t('days', { days: plan.days })}
                  </h2>
                  <b>{t('price', { price: formatBalance(plan.price, lang) })}</b>
                </PlanHead>
                <ul>
                  <li>{t('includes.ads')}</li>
                  <li>{t('includes.play')}</li>
                  <li>{t('includes.badge')}</li>
                  {plan.models && modelsBuilt ? <li>{t('includes.models')}</li> : null}
                </ul>
                <PillButton type="button" disabled={busy} onClick={() => void buy(plan.id)}>
                  {busy ? t('paying') : data.isVIP ? t('renew') : t('buy')}
                </PillButton>
              </Card>
            ))}
            {data.isVIP ? <Card as="p">{t('renewNote')}</Card> : null}
          </>
        )}
      </RemoteView>
    </Page>
  );
}
