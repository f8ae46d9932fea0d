import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { getLivePage } from '../api/get-live-page.ts';
import { ShareFrame } from '../components/share-frame.tsx';
import { ShareState } from '../components/share-states.tsx';
import { CoveredMatch } from '../components/covered-match.tsx';
import { useShareData } from '../hooks/use-share-data.ts';
import { idFrom } from '../lib/share-ids.ts';
import { colors } from '../../../core/theme/theme.ts';

const Cover = styled.figure`
  position: relative;
  margin: 0 0 0.75rem;
  overflow: hidden;
  border-radius: 0.625rem;
  aspect-ratio: 16 / 9;
  background: ${colors.media};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badge = styled.span<{ on: boolean }>`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 0.25rem;
  background: ${(p) => (p.on ? colors.live : colors.scrim)};
  color: ${colors.onMedia};
  font-size: 0.75rem;
`;

const Online = styled.span`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.75rem;
`;

const Anchor = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.0625rem;
    line-height: 1.4;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  img {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
  }
`;

/** /share/live/:id (id = anchor id): the room's cover, title, anchor and audience, and the call to watch in the app. */
export default function ShareLivePage() {
  const { t } = useT('share');
  const lang = useAppStore((s) => s.lang);
  const params = useParams();
  const anchorId = idFrom(params.id);
  const { state, retry } = useShareData(String(anchorId), anchorId ? () => getLivePage(anchorId) : null);
  const room = state.status === 'ready' ? state.data : null;
  // A room is on air when it has a stream to pull.
  const onAir = !!room && room.pull.length > 0;
  return (
    <ShareFrame testId="share-live" appPath={room ? `/live-detail/${room.anchorid}` : '/'}>
      <ShareState state={state} onRetry={retry} />
      {room ? (
        <article>
          <Cover>
            <img src={serverUrl(room.cover)} alt="" />
            <Badge on={onAir} data-testid="live-badge">
              {onAir ? t('liveBadge') : t('offline')}
            </Badge>
            <Online>{t('online', { online: formatBalance(room.online, lang) })}</Online>
          </Cover>
          <Anchor>
            <img src={serverUrl(room.anchor.avatar || room.avatar)} alt="" />
            <div>
              <h1 data-testid="live-title">{room.title}</h1>
              <p>{room.anchor.nick_name || room.nick_name}</p>
            </div>
          </Anchor>
          {room.match ? <CoveredMatch match={room.match} /> : null}
        </article>
      ) : null}
    </ShareFrame>
  );
}
