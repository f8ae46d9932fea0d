import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { downloadLink } from '../lib/download-link.ts';

const Frame = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

const Brand = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  height: 3rem;
  padding: 0 1rem;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font-weight: 600;
  img {
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 0.375rem;
  }
`;

const Content = styled.div`
  flex: 1;
  padding: 1rem 0.75rem;
`;

const Call = styled.footer`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.625rem;
  padding: 1rem 1rem calc(1rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    text-align: center;
  }
`;

/** The call to action of every share page: a full-width button in the brand colour. */
export const OpenAppLink = styled(Link)`
  display: block;
  width: 100%;
  max-width: 22rem;
  box-sizing: border-box;
  padding: 0.75rem 1rem;
  border-radius: 999px;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
`;

/** The second call, for a fan without the app: an outlined button to the brand's download page. */
const DownloadLink = styled.a`
  display: block;
  width: 100%;
  max-width: 22rem;
  box-sizing: border-box;
  padding: 0.6875rem 1rem;
  border: 1px solid ${(p) => p.theme.primary};
  border-radius: 999px;
  color: ${(p) => p.theme.primary};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
`;

/** The brand's name in the fan's language. */
export function useSiteName(): string {
  const lang = useAppStore((s) => s.lang);
  return tenant.siteName[lang] ?? tenant.siteName.cn;
}

/**
 * The frame of a page opened from outside the app: the brand (logo and name) on top, the content, and a call to open
 * the app at `appPath` (an in-app route; the router puts it under /m/), and, when the manifest names one for the fan's
 * device (`share.download`), a link to download the app.
 */
export function ShareFrame(props: { appPath: string; testId: string; children: ReactNode }) {
  const { t } = useT('share');
  const siteName = useSiteName();
  const download = downloadLink(tenant.share.download, navigator.userAgent);
  return (
    <Frame data-page="share" data-testid={props.testId}>
      <Brand data-testid="share-brand">
        <img src={tenant.assets.logo} alt="" />
        <span>{siteName}</span>
      </Brand>
      <Content>{props.children}</Content>
      <Call>
        <p>{t('openAppHint', { siteName })}</p>
        <OpenAppLink to={props.appPath} data-testid="open-app">
          {t('openApp', { siteName })}
        </OpenAppLink>
        {download ? (
          <DownloadLink href={download} rel="noopener" data-testid="download-app">
            {t('downloadApp', { siteName })}
          </DownloadLink>
        ) : null}
      </Call>
    </Frame>
  );
}
