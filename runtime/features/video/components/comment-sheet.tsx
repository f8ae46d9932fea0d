import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import type { VideoComment } from '../../../../schema/generated/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useModalFocus } from '../../../ui/modal-focus.ts';
import { getComments } from '../api/get-comments.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList, commentTotal } from './comment-list.tsx';
import { colors } from '../../../core/theme/theme.ts';

const rise = keyframes`
  from { transform: translateY(100%); }
`;

/** The dimmed feed above the sheet: a tap on it closes the sheet. Above the slides and the back button. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: ${colors.scrimLight};
`;

const Panel = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 31;
  display: flex;
  flex-direction: column;
  /* The video keeps the top third in sight, so the fan still sees what they are commenting on. */
  height: 68%;
  border-radius: 0.75rem 0.75rem 0 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  animation: ${rise} 0.25s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  > header {
    display: flex;
    align-items: center;
    justify-content: center;
    position: relative;
    height: 2.75rem;
    flex: none;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  > header h2 {
    margin: 0;
    font-size: 0.875rem;
  }
  > header h2 span {
    margin-left: 0.375rem;
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 400;
  }
  > header button {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    cursor: pointer;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: 0 0.75rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  touch-action: pan-y;
`;

const Footer = styled.div`
  flex: none;
  padding: 0.5rem 0.75rem calc(0.25rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const pageSize = 20;
const commentId = (comment: VideoComment) => comment.id;
/** The feed swipes on touches and wheels: inside the sheet they scroll the comments instead. */
const keep = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A short video's comments in a bottom sheet over the feed (the list and composer of the video page). Closes with
 * its button, Escape or a tap above it; focus comes back to what opened it. `onCount` hears the count as it changes.
 */
export function CommentSheet(props: { videoId: number; onClose(): void; onCount(videoId: number, count: number): void }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const { videoId, onClose, onCount } = props;
  const comments = usePagedList((page) => getComments({ id: videoId, kind: 'short' }, page, pageSize), String(videoId), commentId);
  const total = commentTotal(comments);

  useEffect(() => {
    if (total !== null) onCount(videoId, total);
  }, [videoId, total, onCount]);
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, onClose);

  return (
    <div onTouchStart={keep} onTouchEnd={keep} onWheel={keep}>
      <Backdrop data-testid="comment-sheet-backdrop" onClick={onClose} />
      <Panel ref={panel} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="comment-sheet-title" data-testid="comment-sheet">
        <header>
          <h2 id="comment-sheet-title">
            {t('comments.title')}
            {total === null ? null : <span data-testid="comment-count">{formatBalance(total, lang)}</span>}
          </h2>
          <button autoFocus type="button" aria-label={t('comments.close')} data-testid="comment-sheet-close" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <Body>
          <CommentList comments={comments} />
        </Body>
        <Footer>
          <CommentComposer target={{ id: videoId, kind: 'short' }} onPosted={comments.prepend} />
        </Footer>
      </Panel>
    </div>
  );
}
