import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import type { Locale } from '../../../../schema/generated/resolved-manifest.ts';

/** A card of rows (a label and its control or value), as the user centre and the settings show them. */
export const SettingList = styled.ul`
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

/** A whole row that acts: a button, or with `to` a link to another screen (with a chevron). */
export const RowButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 3rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Row = styled(RowButton.withComponent(Link))`
  text-decoration: none;
`;

/** A row that opens another screen, with an optional value on its right. */
export function LinkRow(props: { to: string; label: string; value?: string; testId?: string }) {
  return (
    <Row to={props.to} data-testid={props.testId}>
      {props.label}
      <span>{props.value ? `${props.value} ›` : '›'}</span>
    </Row>
  );
}

const localeLabel: Record<Locale, string> = { cn: '中文', 'pt-br': 'Português' };

/** The fan's display choices, kept per site: light or dark, and the language when the site offers more than one. */
export function PreferenceRows() {
  const { t } = useT('user-center');
  const { lang, mode, setLang, setMode } = useAppStore();
  const available = tenant.locales.available;
  return (
    <>
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
              <Choice
                key={locale}
                selected={lang === locale}
                aria-pressed={lang === locale}
                onClick={() => {
                  if (locale === lang) return;
                  setLang(locale);
                  // Said in the language chosen: it takes the place of a toast still up in the one left, which the
                  // screen and the live region would otherwise keep saying in that language.
                  showToast(t('languageSet', { lng: locale, language: localeLabel[locale] }));
                }}
                data-testid={`lang-${locale}`}
              >
                {localeLabel[locale]}
              </Choice>
            ))}
          </span>
        </li>
      ) : null}
    </>
  );
}
