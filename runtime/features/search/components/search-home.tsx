import { useEffect, useState } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { KeywordChips } from '../../../ui/keyword-chips.tsx';
import { getRaceHome } from '../api/get-race-home.ts';
import { HeadingAction } from './result-group.tsx';

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

  const chips = (keywords: string[]) => keywords.map((keyword) => ({ key: keyword, keyword }));
  const clear = (
    <HeadingAction type="button" aria-label={t('clearHistoryLabel')} onClick={() => useAppStore.getState().logSearch([])}>
      {t('clearHistory')}
    </HeadingAction>
  );
  return (
    <>
      {history.length > 0 ? (
        <KeywordChips
          testId="search-history"
          titleId="search-history-title"
          title={t('history')}
          keywords={chips(history)}
          onPick={props.onSearch}
          action={clear}
        />
      ) : null}
      {hot.length > 0 ? (
        <KeywordChips testId="search-hot" titleId="search-hot-title" title={t('hot')} keywords={chips(hot)} onPick={props.onSearch} />
      ) : null}
    </>
  );
}
