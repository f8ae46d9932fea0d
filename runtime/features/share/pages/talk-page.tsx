import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { ShareFrame } from '../components/share-frame.tsx';
import { inAppBrowser } from '../lib/in-app-browser.ts';
import { redirectTarget } from '../lib/redirect-target.ts';

const Target = styled.p`
  margin: 0 1rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

/** Points at the in-app browser's menu (top right), just below the brand bar. */
const Pointer = styled.svg`
  position: absolute;
  top: 3.25rem;
  right: 1rem;
  width: 3.5rem;
  height: 3.5rem;
  color: ${(p) => p.theme.accent};
`;

/**
 * /pp/talk?url=... (spec 000 §2): sends the fan on to `url` when it is an absolute http(s) address. Inside WeChat or
 * QQ, whose in-app browsers block leaving or downloading, it asks the fan to open the page in the system browser
 * instead. Any other address (javascript:, data:, relative ...) is refused and never navigated to.
 */
export default function TalkPage() {
  const { t } = useT('share');
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('url'));
  const browser = inAppBrowser(navigator.userAgent);
  const redirect = target !== null && browser === null;

  useEffect(() => {
    if (redirect) location.replace(target);
  }, [redirect, target]);

  if (browser) {
    return (
      <ShareFrame testId="talk" appPath="/">
        <Pointer viewBox="0 0 48 48" aria-hidden="true">
          <path
            d="M8 40C14 22 26 14 40 10M40 10l-9-1M40 10l-3 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </Pointer>
        <MessagePanel testId="talk-in-app" title={t('inAppTitle')} text={t(`inAppText.${browser}`)} />
        {target ? <Target aria-label={t('targetLabel')}>{target}</Target> : null}
      </ShareFrame>
    );
  }
  return (
    <ShareFrame testId="talk" appPath="/">
      {redirect ? (
        <MessagePanel testId="talk-redirecting" title={t('redirecting')} text={target} />
      ) : (
        <MessagePanel testId="talk-refused" title={t('refusedTitle')} text={t('refusedText')} />
      )}
    </ShareFrame>
  );
}
