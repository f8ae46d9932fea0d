import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import type { Locale } from '../../../core/tenant/tenant-config.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

const Brand = styled.section`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
  }
  strong {
    display: block;
    font-size: 1rem;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Settings = styled.ul`
  margin: 0.75rem;
  padding: 0 1rem;
  list-style: none;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 3rem;
    font-size: 0.9375rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Choice = styled.button<{ selected: boolean }>`
  margin-left: 0.375rem;
  padding: 0.3125rem 0.75rem;
  border: 1px solid ${(p) => (p.selected ? p.theme.primary : p.theme.color.border)};
  border-radius: 999px;
  background: ${(p) => (p.selected ? p.theme.primary : 'transparent')};
  color: ${(p) => (p.selected ? p.theme.onPrimary : p.theme.color.text)};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

const localeLabel: Record<Locale, string> = { cn: '中文', 'pt-br': 'Português' };

/** The user centre: the fan's own settings (mode, language); account screens arrive with sessions. */
export default function UserCenterPage() {
  const { t } = useT('user-center');
  const { lang, mode, sp_name, setLang, setMode } = useAppStore();
  const available = tenant.locales?.available ?? ['cn', 'pt-br'];
  return (
    <Page data-page="user-center">
      <PageHeader>{t('userCenter')}</PageHeader>
      <Brand>
        <img src={tenant.avatars?.default} alt="" />
        <div>
          <strong>{t('guest')}</strong>
          <span>{sp_name || tenant.siteName[lang]}</span>
        </div>
      </Brand>
      <Settings>
        <li>
          {t('darkMode')}
          <span role="group" aria-label={t('darkMode')}>
            <Choice selected={mode === 'light'} aria-pressed={mode === 'light'} onClick={() => setMode('light')} data-testid="mode-light">
              {t('light')}
            </Choice>
            <Choice selected={mode === 'dark'} aria-pressed={mode === 'dark'} onClick={() => setMode('dark')} data-testid="mode-dark">
              {t('dark')}
            </Choice>
          </span>
        </li>
        {available.length > 1 ? (
          <li>
            {t('language')}
            <span role="group" aria-label={t('language')}>
              {available.map((locale) => (
                <Choice key={locale} selected={lang === locale} aria-pressed={lang === locale} onClick={() => setLang(locale)} data-testid={`lang-${locale}`}>
                  {localeLabel[locale]}
                </Choice>
              ))}
            </span>
          </li>
        ) : null}
      </Settings>
      <MessagePanel title={t('common:comingSoon')} text={t('accountSoon')} />
    </Page>
  );
}
