import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { getRaceHome } from '../api/get-race-home.ts';
import { HeadingAction } from './result-group.tsx';

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

/** The fan's recent keywords, newest first, from the app store's search log (spec 000 §3, §4: the last 5). */
function useHistory(): string[] {
  const log = useAppStore((s) => s.searchLog);
  return log.map((entry) => (typeof entry.keyword === 'string' ? entry.keyword : String(entry.target_id))).reverse();
}

/** Before a search: the server's hot keywords and the fan's search history (clearable). Tapping one searches it. */
export function SearchHome(props: { onSearch: (keyword: string) => void }) {
  const { t } = useT('search');
  const history = useHistory();
  const [hot, setHot] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    getRaceHome().then(
      (answer) => live && setHot(answer.hot_keywords ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      {history.length > 0 ? (
        <Section data-testid="search-history" aria-labelledby="search-history-title">
          <header>
            <h2 id="search-history-title">{t('history')}</h2>
            <HeadingAction type="button" aria-label={t('clearHistoryLabel')} onClick={() => useAppStore.getState().logSearch([])}>
              {t('clearHistory')}
            </HeadingAction>
          </header>
          <Chips>
            {history.map((keyword) => (
              <li key={keyword}>
                <button type="button" onClick={() => props.onSearch(keyword)}>{keyword}</button>
              </li>
            ))}
          </Chips>
        </Section>
      ) : null}
      {hot.length > 0 ? (
        <Section data-testid="search-hot" aria-labelledby="search-hot-title">
          <header>
            <h2 id="search-hot-title">{t('hot')}</h2>
          </header>
          <Chips>
            {hot.map((keyword) => (
              <li key={keyword}>
                <button type="button" onClick={() => props.onSearch(keyword)}>{keyword}</button>
              </li>
            ))}
          </Chips>
        </Section>
      ) : null}
    </>
  );
}
