import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShortVideo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { getShortVideos } from '../api/get-short-videos.ts';
import { Bone } from './load-states.tsx';

/** How many clips the home page shows: two rows of three; the feed itself scrolls on from any of them. */
const shown = 6;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  padding: 0.75rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  strong {
    display: -webkit-box;
    overflow: hidden;
    margin-top: 0.25rem;
    font-size: 0.75rem;
    font-weight: 500;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const Cover = styled.span`
  display: block;
  aspect-ratio: 9 / 16;
  overflow: hidden;
  border-radius: 0.375rem;
  background: ${(p) => p.theme.color.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ClipBone = styled(Bone)`
  aspect-ratio: 9 / 16;
`;

/**
 * The newest short videos, three a row, each opening the feed at it (/shortvideo/{id}): the home page's clips tab
 * (the headline feature shows it through the `shortClips` slot). A feed with none, or one that fails to load, says so.
 */
export function ShortClips() {
  const { t } = useT('video');
  const [clips, setClips] = useState<ShortVideo[] | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    getShortVideos(undefined, 1, shown).then(
      (page) => active && setClips(page.list),
      () => active && setClips('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  if (clips === null)
    return (
      <Grid data-testid="clips-loading" aria-busy="true">
        {Array.from({ length: shown }, (_, n) => (
          <ClipBone key={n} />
        ))}
      </Grid>
    );
  if (clips === 'failed') return <MessagePanel testId="clips-failed" title={t('loadFailed')} text={t('loadFailedHint')} />;
  if (clips.length === 0) return <MessagePanel testId="clips-empty" title={t('empty')} text={t('emptyHint')} />;
  return (
    <Grid data-testid="clips">
      {clips.map((clip) => (
        <Link key={clip.id} to={`/shortvideo/${clip.id}`} data-testid="clip">
          <Cover>
            <img src={serverUrl(clip.cover)} alt="" loading="lazy" width={180} height={320} />
          </Cover>
          <strong>{clip.title}</strong>
        </Link>
      ))}
    </Grid>
  );
}
