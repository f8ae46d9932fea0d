import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { formatDuration } from '../../../ui/player/format-duration.ts';
import { Anchor, Cover } from './room-card.tsx';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
`;

const Length = styled.span`
  position: absolute;
  right: 0.375rem;
  bottom: 0.3125rem;
  padding: 0 0.3125rem;
  border-radius: 0.25rem;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 0.6875rem;
  line-height: 1.125rem;
  font-variant-numeric: tabular-nums;
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.375rem 0.5rem 0.5rem;
  strong {
    overflow: hidden;
    font-size: 0.8125rem;
    font-weight: 500;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A recorded video in the replay list: cover with its length, title, author and plays; opens /rec-video/{id}. */
export function ReplayCard(props: { video: RecordVideo }) {
  const { t } = useT('live');
  const lang = useAppStore((s) => s.lang);
  const { video } = props;
  return (
    <Card to={`/rec-video/${video.id}`} data-testid="replay-card">
      <Cover>
        <img src={serverUrl(video.cover)} alt="" loading="lazy" decoding="async" width={320} height={180} />
        <Length>{formatDuration(video.duration)}</Length>
      </Cover>
      <Body>
        <strong>{video.title}</strong>
        <Anchor>
          <img src={serverUrl(video.author.avatar)} alt="" loading="lazy" width={18} height={18} />
          <span>
            {video.author.nick_name} · {t('replayViews', { n: formatBalance(video.views, lang) })}
          </span>
        </Anchor>
      </Body>
    </Card>
  );
}
