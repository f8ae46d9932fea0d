import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { VideoInfo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import type { MouseEvent } from 'react';
import { commentsAnchor } from './video-comments.tsx';
import { LikeButton } from './like-button.tsx';

const Details = styled.section`
  padding: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  h2 {
    margin: 0 0 0.375rem;
    font-size: 1rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.75rem;
  img {
    flex: none;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
  }
  > span {
    flex: 1;
    overflow: hidden;
    font-size: 0.8125rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.625rem;
  a {
    padding: 0.25rem 0.625rem;
    border-radius: 999px;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.accent};
    font-size: 0.75rem;
    text-decoration: none;
  }
`;

/** The sport of a video's category decides which match page its match opens (spec 000 §2 routes). */
const matchPath = (matchId: number, categoryId: number) =>
  categoryId === 5 ? `/score/basketball/detail/${matchId}` : `/score/detail/${matchId}`;

const CommentsLink = styled.a`
  display: flex;
  align-items: center;
  gap: 0.3125rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 999px;
  color: inherit;
  font-size: 0.8125rem;
  text-decoration: none;
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

/**
 * Under the player: title, plays and date, the author with the like control and the comment count (a way down to
 * the comments, under the related videos), and links to its collection and match.
 */
export function VideoDetails(props: { info: VideoInfo; commentCount: number | null }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const { video, collection } = props.info;
  const date = new Date(video.published_at * 1000).toLocaleDateString(lang === 'cn' ? 'zh-CN' : 'pt-BR');
  // The router owns the address: scroll instead of following the hash.
  const toComments = (event: MouseEvent) => {
    event.preventDefault();
    // A scroll asked for smooth ignores the page's reduced-motion rule (templates/index.html): it asks itself.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(commentsAnchor)?.scrollIntoView({ behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <Details data-testid="video-details">
      <h2 data-testid="video-page-title">{video.title}</h2>
      <Meta>
        {t('views', { n: formatBalance(video.views, lang) })} · {date}
      </Meta>
      <Bar>
        <img src={serverUrl(video.author.avatar)} alt="" width={32} height={32} loading="lazy" />
        <span>{video.author.nick_name}</span>
        <LikeButton video={video} />
        <CommentsLink
          href={`#${commentsAnchor}`}
          aria-label={t('comments', { n: formatBalance(props.commentCount ?? 0, lang) })}
          onClick={toComments}
          data-testid="to-comments"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h16v11H9l-4 3.5V16H4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          {props.commentCount === null ? '' : formatBalance(props.commentCount, lang)}
        </CommentsLink>
      </Bar>
      {collection || video.match_id ? (
        <Links>
          {collection ? (
            <Link to={`/rec-collection/${collection.id}`} data-testid="video-collection-link">
              {t('inCollection', { title: collection.title })}
            </Link>
          ) : null}
          {video.match_id ? <Link to={matchPath(video.match_id, video.category_id)}>{t('match')}</Link> : null}
        </Links>
      ) : null}
    </Details>
  );
}
