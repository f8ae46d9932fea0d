import styled from '@emotion/styled';
import { Link, useParams } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { Card } from '../../../ui/card.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { getProtocol, protocolTypes } from '../api/protocol.ts';

const { RemoteView } = loadStates('webview', 'protocol');

const Text = styled(Card)`
  p {
    color: ${(p) => p.theme.color.text};
    font-size: 0.875rem;
    line-height: 1.7;
  }
`;

const Brand = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem 1rem;
  img {
    width: 4rem;
    height: 4rem;
    border-radius: 1rem;
  }
  strong {
    font-size: 1.125rem;
  }
`;

const Links = styled.ul`
  margin: 0.75rem;
  padding: 0 1rem;
  list-style: none;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    min-height: 3rem;
    align-items: center;
    color: inherit;
    text-decoration: none;
  }
`;

/** One protocol text, in the fan's language, under the site's name; the text is shown as text, never as markup. */
function ProtocolText(props: { type: number }) {
  const lang = useAppStore((s) => s.lang);
  const remote = useRemote(() => getProtocol(props.type), `protocol-${props.type}-${lang}`);
  return (
    <RemoteView remote={remote}>
      {(protocol) => (
        <>
          <PageHeader>{protocol.title}</PageHeader>
          <Text data-testid="protocol-text">
            <h2>{tenant.siteName[lang]}</h2>
            {protocol.content.split('\n').map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </Text>
        </>
      )}
    </RemoteView>
  );
}

/** /privacy: the privacy policy (protocol 2). */
export function PrivacyPage() {
  return (
    <Page data-testid="protocol-page">
      <ProtocolText type={2} />
    </Page>
  );
}

/** /mobile/privacy/{type}: a protocol by its number, as the native app embeds it; an unknown one says "not found". */
export function ProtocolPage() {
  // Anything but a number asks for type 0, which the server does not know: the page says "not found".
  const type = Number(useParams().type);
  return (
    <Page data-testid="protocol-page">
      <ProtocolText type={Number.isInteger(type) && type > 0 ? type : 0} />
    </Page>
  );
}

/** /mobile/about: the site's name and logo, and its protocols. */
export function AboutPage() {
  const { t } = useT('webview');
  const lang = useAppStore((s) => s.lang);
  return (
    <Page data-testid="about-page">
      <PageHeader>{t('about')}</PageHeader>
      <Brand>
        {tenant.assets.logo ? <img src={tenant.assets.logo} alt="" /> : null}
        <strong data-testid="about-name">{tenant.siteName[lang]}</strong>
      </Brand>
      <Links>
        {protocolTypes.map((type) => (
          <li key={type}>
            <Link to={`/mobile/privacy/${type}`} data-testid="about-protocol">
              {t(`protocol.${type}`)}
              <span>›</span>
            </Link>
          </li>
        ))}
      </Links>
    </Page>
  );
}
