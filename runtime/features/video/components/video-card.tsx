import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { LengthBadge, MediaCover } from '../../../ui/media-card.tsx';
import { formatDuration } from '../../../ui/player/format-duration.ts';

const Card = styled(Link)<{ row: boolean }>`
  display: ${(p) => (p.row ? 'flex' : 'block')};
  gap: 0.625rem;
  overflow: hidden;
  border-radius: 0.5rem;
  background: ${(p) => (p.row ? 'none' : p.theme.color.surface)};
  color: inherit;
  text-decoration: none;
  > span:first-of-type {
    flex: none;
    width: ${(p) => (p.row ? '9rem' : 'auto')};
    border-radius: ${(p) => (p.row ? '0.375rem' : '0')};
  }
`;

const Text = styled.span<{ row: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  padding: ${(p) => (p.row ? '0.125rem 0' : '0.4375rem 0.5rem 0.5rem')};
  strong {
    display: -webkit-box;
    overflow: hidden;
    font-size: 0.8125rem;
    font-weight: 500;
    line-height: 1.35;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

/** A recorded video in a grid (card) or a list (row): cover with its length, title and plays; opens /rec-video/{id}. */
export function VideoCard(props: { video: RecordVideo; layout?: 'card' | 'row'; current?: boolean }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const { video } = props;
  const row = props.layout === 'row';
  return (
    <Card to={`/rec-video/${video.id}`} row={row} data-testid="video-card" aria-current={props.current ? 'true' : undefined}>
      <MediaCover>
        <img src={serverUrl(video.cover)} alt="" loading="lazy" width={320} height={180} />
        <LengthBadge>{formatDuration(video.duration)}</LengthBadge>
      </MediaCover>
      <Text row={row}>
        <strong data-testid="video-title">{video.title}</strong>
        <small>
          {row ? `${video.author.nick_name} · ` : ''}
          {t('views', { n: formatBalance(video.views, lang) })}
        </small>
      </Text>
    </Card>
  );
}
