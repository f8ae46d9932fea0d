import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { readFan, unmaskPhone, type FanDetail } from '../../api/fan-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { can, useCan, useSession } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle, Chip, PageTitle } from '../../ui/card.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';
import { FanActions } from './fan-actions.tsx';
import { FanSessions } from './fan-sessions.tsx';
import { FanTransactionsCard } from './fan-transactions.tsx';
import { GrantForm } from './grant-form.tsx';
import { addFanLabels } from '../../i18n/fan-labels.ts';
import { dateTimeText, numberText } from '../../ui/date-time.ts';
import { Stack } from '../../ui/stack.tsx';
import { StatusNote, type ActionStatus } from '../../ui/status-line.tsx';
import { FanText, Row } from './fan-parts.tsx';

// The screen's labels come with its chunk.
addFanLabels();

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px 20px;
  margin: 12px 0 0;
  ${narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & dt {
    color: ${color.muted};
    font-size: 12px;
  }
  & dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

/** A fan's page (issue 36 §7): profile, VIP, balances, sessions and transactions, and what an operator may do. */
export function FanPage() {
  return (
    <RequirePermission permission="fans.read">
      <FanScreen />
    </RequirePermission>
  );
}

function FanScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const { remote, retry } = useRemote(() => readFan(id), String(id));
  const [status, setStatus] = useState<ActionStatus>(null);
  const operator = useSession((state) => state.operator);
  // Back to the results this page was opened from (their query came along in the link's state).
  const query = (useLocation().state as { q?: string } | null)?.q;
  const back = query ? `/fans?${new URLSearchParams({ q: query })}` : '/fans';
  return (
    <Stack>
      <Link to={back}>← {t('fans.back')}</Link>
      <RemoteView remote={remote} retry={retry}>
        {(fan) => (
          <>
            <PageTitle data-testid="fan-title">
              <FanText>{fan.nickName}</FanText> <span>#{fan.id}</span>
            </PageTitle>
            <StatusNote status={status} testId="fan-status" />
            <Profile fan={fan} onStatus={setStatus} />
            {can(operator, 'fans.write') && (
              <FanActions
                fan={fan}
                onDone={(next) => {
                  setStatus(next);
                  retry();
                }}
              />
            )}
            {can(operator, 'money.write') && <GrantForm fanId={fan.id} onDone={setStatus} />}
            <FanSessions sessions={fan.sessions} />
            {can(operator, 'money.read') && <FanTransactionsCard fanId={fan.id} />}
          </>
        )}
      </RemoteView>
    </Stack>
  );
}

function Profile({ fan, onStatus }: { fan: FanDetail; onStatus: (status: ActionStatus) => void }) {
  const { t, i18n } = useT();
  const mayUnmask = useCan('fans.write');
  const [phone, setPhone] = useState<string | null>(null);
  const show = async () => {
    try {
      setPhone((await unmaskPhone(fan.id)).phone);
    } catch (error) {
      onStatus({ failed: true, text: failureText(error, t) });
    }
  };
  const at = (iso: string | null) => dateTimeText(iso, i18n.language);
  return (
    <Card data-testid="fan-profile">
      <Row>
        <CardTitle>{t('fans.profile')}</CardTitle>
        {fan.anchor && <Chip tone="accent">{t('fans.anchor')}</Chip>}
        {fan.mutedUntil && (
          <Chip tone="danger" data-testid="fan-muted">
            {t('fans.mutedUntil', { until: at(fan.mutedUntil) })}
          </Chip>
        )}
      </Row>
      <Facts>
        <div>
          <dt>{t('fans.account')}</dt>
          <dd>
            <FanText>{fan.account}</FanText>
          </dd>
        </div>
        <div>
          <dt>{t('fans.phone')}</dt>
          <dd>
            <Row>
              <span data-testid="fan-phone">{phone ?? (fan.phone || t('fans.noPhone'))}</span>
              {mayUnmask && fan.phone && phone === null && (
                <Button type="button" tone="secondary" small onClick={() => void show()}>
                  {t('fans.showPhone')}
                </Button>
              )}
            </Row>
          </dd>
        </div>
        <div>
          <dt>{t('fans.vip')}</dt>
          <dd data-testid="fan-vip">
            {fan.vip.level > 0 ? t('fans.vipUntil', { level: fan.vip.level, until: at(fan.vip.expiresAt) }) : t('fans.notVip')}
          </dd>
        </div>
        <div>
          <dt>{t('fans.gold')}</dt>
          <dd data-testid="fan-gold">{numberText(fan.gold, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('fans.diamond')}</dt>
          <dd>{numberText(fan.diamond, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('fans.registeredAt')}</dt>
          <dd>{at(fan.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('fans.lastOnlineAt')}</dt>
          <dd>{at(fan.lastOnlineAt)}</dd>
        </div>
      </Facts>
    </Card>
  );
}
