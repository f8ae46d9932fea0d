import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { Page } from '../../../ui/page.tsx';
import { LoadFailed, MatchSkeleton } from '../components/match-list-parts.tsx';
import { MatchSearchBox } from '../components/match-search-box.tsx';
import { ScoreHeader } from '../components/score-header.tsx';
import { SearchLog } from '../components/search-log.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useMatchSearch } from '../hooks/use-match-search.ts';
import { normaliseKeyword } from '../lib/search-runner.ts';

/** A search log entry of this page is the keyword itself (docs/decisions.md, "Match search"): the same form /search logs. */
const logKeyword = (keyword: string) => {
  if (keyword) useAppStore.getState().logSearch({ target_id: keyword, keyword });
};

/**
 * /score/search (spec 000 §2): matches by team or league name, searched as the fan types (after a pause) or at once
 * on Enter. The searched keyword stays in the address, so coming back from a match shows the same results.
 */
export default function MatchSearchPage() {
  const { t } = useT('score');
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => params.get('keyword') ?? '');
  const [text, setText] = useState(opened);
  const { state, runner } = useMatchSearch();

  // Opened with a keyword (back from a match, a shared address): search it straight away.
  useEffect(() => {
    if (opened) runner.run(opened);
  }, [runner, opened]);

  // The address follows the search: the keyword searched, or none once the box is emptied.
  const searched = state.status === 'idle' ? (text ? null : '') : state.keyword;
  useEffect(() => {
    if (searched !== null && (params.get('keyword') ?? '') !== searched)
      setParams(searched ? { keyword: searched } : {}, { replace: true });
  }, [searched, params, setParams]);

  const type = (next: string) => {
    setText(next);
    runner.type(next);
  };
  // Enter, the button or a log entry: search now, and log it (typing alone does not log half-typed words).
  const search = (next: string) => {
    setText(next);
    runner.run(next);
    logKeyword(normaliseKeyword(next));
  };

  return (
    <Page data-page="score-search">
      <ScoreHeader title={t('search')} back />
      <MatchSearchBox text={text} onType={type} onSubmit={search} />
      {state.status === 'idle' ? <SearchLog onSearch={search} /> : null}
      {state.status === 'loading' ? <MatchSkeleton testId="search-loading" /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          testId="search-failed"
          title={t('searchPage.failed')}
          text={t('load.failedHint')}
          onRetry={() => runner.run(state.keyword)}
        />
      ) : null}
      {state.status === 'ready' ? (
        <SearchResults key={state.keyword} keyword={state.keyword} answer={state.data} onOpen={() => logKeyword(state.keyword)} />
      ) : null}
    </Page>
  );
}
