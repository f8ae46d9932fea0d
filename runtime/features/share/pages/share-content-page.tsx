import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { ShareFrame, useSiteName } from '../components/share-frame.tsx';
import { shareContentOf } from '../lib/share-content.ts';
import { colors } from '../../../core/theme/theme.ts';

const Poster = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-bottom: 0.5rem;
  border-radius: 0.625rem;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${(p) => p.theme.primary}, ${(p) => p.theme.color.surface});
  svg {
    width: 3.5rem;
    height: 3.5rem;
    color: ${colors.onPrimary};
    filter: drop-shadow(0 1px 3px ${colors.mediaShadow});
  }
`;

/**
 * /share/dynamic/:id (videos have share-video-page.tsx). The server has no API for posts yet, so the page says the
 * content is in the app and invites the fan to open it there.
 */
export default function ShareContentPage() {
  const { t } = useT('share');
  const siteName = useSiteName();
  const { pathname } = useLocation();
  const content = shareContentOf(pathname);
  if (!content) {
    return (
      <ShareFrame testId="share-content" appPath="/">
        <MessagePanel testId="share-not-found" title={t('notFoundTitle')} text={t('notFoundText', { siteName })} />
      </ShareFrame>
    );
  }
  return (
    <ShareFrame testId="share-content" appPath={content.appPath}>
      <Poster aria-hidden="true">
        <svg viewBox="0 0 24 24">
          {content.kind === 'dynamic' ? (
            <path d="M4 5.5h16v10H9l-4 3.5v-3.5H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          ) : (
            <>
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
            </>
          )}
        </svg>
      </Poster>
      <MessagePanel
        testId="share-in-app"
        title={t('contentTitle', { kind: t(`kind.${content.kind}`), siteName })}
        text={t('contentText', { siteName })}
      />
    </ShareFrame>
  );
}
