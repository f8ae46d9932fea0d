import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { api, serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { kickoffClock } from '../../../core/rules/display-rules.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';

const { RemoteView } = loadStates('user-center', 'watch-log');

/** One visit of the watch history (POST /webapi/user/getLiveLog): one per room and server day, the latest time. */
export interface WatchVisit {
  liveid: number;
  anchorid: number;
  title: string;
  nick_name: string;
  avatar: string;
  time: number;
}

const getLiveLog = () => api.post<{ list: WatchVisit[] }>('/webapi/user/getLiveLog', {}, { hideLoading: true, noToast: true });

/** The server's day (China Standard Time, YYYY-MM-DD) of a Unix time. */
const serverDay = (time: number) => new Date(time * 1000 + 8 * 3600_000).toISOString().slice(0, 10);

const Day = styled.h2`
  margin: 0.75rem 1rem 0.25rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 500;
`;

const Rows = styled.ul`
  margin: 0 0.75rem;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: 0.625rem;
    margin-bottom: 0.5rem;
    padding: 0.625rem 0.75rem;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  img {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
  }
  span {
    flex: 1;
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    font-size: 0.875rem;
    font-weight: 600;
  }
  small,
  time {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

function VisitRow(props: { visit: WatchVisit; when: string }) {
  const { visit } = props;
  return (
    <li data-testid="watch-visit">
      <Link to={`/live-detail/${visit.anchorid}`}>
        <img src={serverUrl(visit.avatar || tenant.avatars.default || '')} alt="" />
        <span>
          <strong>{visit.title}</strong>
          <small>{visit.nick_name}</small>
        </span>
        <time>{props.when}</time>
      </Link>
    </li>
  );
}

/** The watch history's two screens: the rooms (live-record) or the days (my-log); a guest is asked to log in. */
function WatchLog(props: { view: 'rooms' | 'days'; title: string; page: string }) {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  const remote = useRemote(getLiveLog, `live-log-${user?.id ?? 0}`);
  return (
    <Page data-page={props.page}>
      <BackHeader title={props.title} backLabel={t('back')} fallback="/user-center" />
      {!user ? (
        <MessagePanel testId="profile-guest" title={t('profile.guest')} text={t('profile.guestHint')} action={<PrimaryLink to="/login">{t('loginOrRegister')}</PrimaryLink>} />
      ) : (
        <RemoteView remote={remote}>
          {({ list }) => {
            if (list.length === 0) return <MessagePanel testId="watch-log-empty" title={t('watch.none')} text={t('watch.noneHint')} action={<PrimaryLink to="/live">{t('watch.toLive')}</PrimaryLink>} />;
            if (props.view === 'rooms') {
              // Each room once, where the fan was last.
              const rooms = list.filter((visit, index) => list.findIndex((v) => v.liveid === visit.liveid) === index);
              return (
                <Rows data-testid="watch-rooms">
                  {rooms.map((visit) => (
                    <VisitRow key={visit.liveid} visit={visit} when={serverDay(visit.time).slice(5)} />
                  ))}
                </Rows>
              );
            }
            const days = [...new Set(list.map((visit) => serverDay(visit.time)))];
            return days.map((day) => (
              <section key={day} data-testid="watch-day">
                <Day>{day}</Day>
                <Rows>
                  {list
                    .filter((visit) => serverDay(visit.time) === day)
                    .map((visit) => (
                      <VisitRow key={`${visit.liveid}-${visit.time}`} visit={visit} when={kickoffClock(visit.time)} />
                    ))}
                </Rows>
              </section>
            ));
          }}
        </RemoteView>
      )}
    </Page>
  );
}

/** /user-center/live-record: the rooms the fan watched recently, each once, the latest first. */
export function LiveRecordPage() {
  const { t } = useT('user-center');
  return <WatchLog view="rooms" title={t('liveRecord')} page="live-record" />;
}

/** /user-center/my-log: the fan's watch history by server day, each visit with its time. */
export function MyLogPage() {
  const { t } = useT('user-center');
  return <WatchLog view="days" title={t('myLog')} page="my-log" />;
}
