import styled from '@emotion/styled';
import { Link, useParams } from 'react-router-dom';
import type { Activity, ActivityDetail } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { packageStatus, packageStatusKey } from '../../../core/rules/constants.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { activityApi } from '../api/activity-calls.ts';
import { JoinPanel } from '../components/join-panel.tsx';

const { RemoteView } = loadStates('activity', 'activity');

/** A day of the server's (China Standard Time), as MM-DD. */
const day = (time: number) => serverDay(time).slice(5);

const Status = styled.em<{ live: boolean }>`
  padding: 0.0625rem 0.5rem;
  border-radius: 999px;
  background: ${(p) => (p.live ? p.theme.primary : p.theme.color.background)};
  color: ${(p) => (p.live ? p.theme.onPrimary : p.theme.color.textMuted)};
  font-size: 0.6875rem;
  font-style: normal;
`;

const Cards = styled.ul`
  margin: 0.75rem;
  padding: 0;
  list-style: none;
  a {
    display: block;
    margin-bottom: 0.75rem;
    overflow: hidden;
    border-radius: 0.75rem;
    background: ${(p) => p.theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: cover;
    background: ${(p) => p.theme.color.background};
  }
  div {
    padding: 0.625rem 0.75rem;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  strong {
    overflow: hidden;
    font-size: 0.9375rem;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Detail = styled.article`
  margin: 0.75rem;
  overflow: hidden;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: cover;
  }
  section {
    padding: 0.75rem 1rem 1rem;
  }
  h1 {
    margin: 0.5rem 0;
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0.5rem 0;
    font-size: 0.8125rem;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0.5rem 0;
    font-size: 0.9375rem;
    line-height: 1.7;
  }
  a {
    color: ${(p) => p.theme.accent};
  }
`;

/** An activity's status label (spec 000 §4, the package labels), highlighted while it runs. */
function StatusLabel(props: { status: number }) {
  const { t } = useT();
  return (
    <Status live={props.status === packageStatus.inplay} data-testid="activity-status" data-status={props.status}>
      {t(packageStatusKey(props.status))}
    </Status>
  );
}

/** /activities: every activity, running first, then upcoming, then the rest, each with its status and dates. */
export function ActivitiesPage() {
  const { t } = useT('activity');
  const remote = useRemote(activityApi.list, 'activities');
  return (
    <Page data-page="activities">
      <BackHeader title={t('activities')} backLabel={t('back')} fallback="/user-center" />
      <RemoteView remote={remote}>
        {({ list }) => (
          <Cards data-testid="activity-list">
            {list.map((activity: Activity) => (
              <li key={activity.id}>
                <Link to={`/activity/${activity.id}`} data-testid="activity-card">
                  <img src={serverUrl(activity.cover)} alt="" loading="lazy" />
                  <div>
                    <header>
                      <strong>{activity.title}</strong>
                      <StatusLabel status={activity.status} />
                    </header>
                    <p>
                      {day(activity.start_time)} – {day(activity.end_time)} · {activity.summary}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </Cards>
        )}
      </RemoteView>
    </Page>
  );
}

/** One activity: its cover, status, dates, reward, rules (text only), its match when it has one, and joining it. */
function ActivityView(props: { id: number }) {
  const { t } = useT('activity');
  const remote = useRemote(() => activityApi.info(props.id), `activity-${props.id}`);
  return (
    <RemoteView remote={remote}>
      {(activity: ActivityDetail) => (
        <Detail data-testid="activity-detail">
          <img src={serverUrl(activity.cover)} alt="" />
          <section>
            <StatusLabel status={activity.status} />
            <h1>{activity.title}</h1>
            <dl>
              <dt>{t('time')}</dt>
              <dd>
                {day(activity.start_time)} – {day(activity.end_time)}
              </dd>
              <dt>{t('reward')}</dt>
              <dd data-testid="activity-reward">{activity.reward}</dd>
            </dl>
            {activity.body.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {activity.match ? (
              <Link to={`/score/detail/${activity.match.sport_id === 2 ? 'basketball' : 'football'}/${activity.match.id}`}>
                {t('toMatch')}
              </Link>
            ) : null}
            <JoinPanel activity={activity} onJoined={remote.retry} />
          </section>
        </Detail>
      )}
    </RemoteView>
  );
}

/** /activity/{id}: an activity in the app, with the back control. */
export function ActivityPage() {
  const { t } = useT('activity');
  const id = Number(useParams().id);
  return (
    <Page data-page="activity">
      <BackHeader title={t('activity')} backLabel={t('back')} fallback="/activities" />
      <ActivityView id={Number.isInteger(id) && id > 0 ? id : 0} />
    </Page>
  );
}

/** /mobile/activity/{id}: the same activity as the native app embeds it, under a plain title bar. */
export function WebviewActivityPage() {
  const { t } = useT('activity');
  const id = Number(useParams().id);
  return (
    <Page data-page="activity">
      <PageHeader>{t('activity')}</PageHeader>
      <ActivityView id={Number.isInteger(id) && id > 0 ? id : 0} />
    </Page>
  );
}
