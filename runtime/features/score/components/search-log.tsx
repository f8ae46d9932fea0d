import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';

const Section = styled.section`
  padding: 0.5rem 0.75rem;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 2rem;
  }
  h2 {
    margin: 0;
    font-size: 0.9375rem;
  }
  header button {
    padding: 0.25rem 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  button {
    max-width: 12rem;
    overflow: hidden;
    padding: 0.3125rem 0.875rem;
    border: 0;
    border-radius: 999px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.8125rem;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
`;

/**
 * Under an empty box: the fan's recent keywords, newest first, from the app store's search log (spec 000 §4, the
 * last 5; shared with /search, whose entries have the same form). Tapping one searches it again; "clear" empties the
 * log with the store's array form. Without a log, a hint says what can be searched.
 */
export function SearchLog(props: { onSearch: (keyword: string) => void }) {
  const { t } = useT('score');
  const log = useAppStore((s) => s.searchLog);
  const entries = log.map((entry) => ({ id: String(entry.target_id), keyword: typeof entry.keyword === 'string' ? entry.keyword : String(entry.target_id) })).reverse();
  if (entries.length === 0) return <MessagePanel testId="search-hint" title={t('searchPage.hintTitle')} text={t('searchPage.hint')} />;
  return (
    <Section data-testid="search-log" aria-labelledby="match-search-log">
      <header>
        <h2 id="match-search-log">{t('searchPage.log')}</h2>
        <button type="button" aria-label={t('searchPage.clearLogLabel')} onClick={() => useAppStore.getState().logSearch([])}>
          {t('searchPage.clearLog')}
        </button>
      </header>
      <Chips>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => props.onSearch(entry.keyword)}>
              {entry.keyword}
            </button>
          </li>
        ))}
      </Chips>
    </Section>
  );
}
