import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { ChipsAction, KeywordChips } from '../../../ui/keyword-chips.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';

/**
 * Under an empty box: the fan's recent keywords, newest first, from the app store's search log (spec 000 §4, the
 * last 5; shared with /search, whose entries have the same form). Tapping one searches it again; "clear" empties the
 * log with the store's array form. Without a log, a hint says what can be searched.
 */
export function SearchLog(props: { onSearch: (keyword: string) => void }) {
  const { t } = useT('score');
  const log = useAppStore((s) => s.searchLog);
  const entries = log
    .map((entry) => ({
      key: String(entry.target_id),
      keyword: typeof entry.keyword === 'string' ? entry.keyword : String(entry.target_id),
    }))
    .reverse();
  if (entries.length === 0) return <MessagePanel testId="search-hint" title={t('searchPage.hintTitle')} text={t('searchPage.hint')} />;
  const clear = (
    <ChipsAction type="button" aria-label={t('searchPage.clearLogLabel')} onClick={() => useAppStore.getState().logSearch([])}>
      {t('searchPage.clearLog')}
    </ChipsAction>
  );
  return (
    <KeywordChips
      testId="search-log"
      titleId="match-search-log"
      title={t('searchPage.log')}
      keywords={entries}
      onPick={props.onSearch}
      action={clear}
    />
  );
}
