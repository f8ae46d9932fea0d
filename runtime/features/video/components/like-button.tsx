import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useLike } from '../hooks/use-like.ts';
import { colors } from '../../../core/theme/theme.ts';

const Button = styled.button<{ on: boolean; stacked: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.stacked ? 'column' : 'row')};
  align-items: center;
  gap: ${(p) => (p.stacked ? '0.125rem' : '0.3125rem')};
  padding: ${(p) => (p.stacked ? '0' : '0.375rem 0.875rem')};
  border: ${(p) => (p.stacked ? '0' : `1px solid ${p.theme.color.border}`)};
  border-radius: 999px;
  background: none;
  color: ${(p) => (p.on ? colors.danger : 'inherit')};
  font: inherit;
  font-size: ${(p) => (p.stacked ? '0.75rem' : '0.8125rem')};
  cursor: pointer;
  svg {
    width: ${(p) => (p.stacked ? '2rem' : '1.125rem')};
    height: ${(p) => (p.stacked ? '2rem' : '1.125rem')};
    filter: ${(p) => (p.stacked ? 'drop-shadow(0 1px 2px ${colors.mediaShadow})' : 'none')};
  }
`;

/** The like control with its count: inline under a recorded video, stacked on a short video's side rail. */
export function LikeButton(props: { video: { id: number; liked: number; likes: number }; stacked?: boolean }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const like = useLike(props.video);
  return (
    <Button
      type="button"
      on={like.liked}
      stacked={!!props.stacked}
      aria-pressed={like.liked}
      aria-label={like.liked ? t('unlike') : t('like')}
      data-testid="like-button"
      onClick={like.toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={like.liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="like-count">{t('likes', { n: formatBalance(like.likes, lang) })}</span>
    </Button>
  );
}
