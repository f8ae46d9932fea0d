import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { GroupedResults } from '../components/grouped-results.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchHome } from '../components/search-home.tsx';
import { TypedResults } from '../components/typed-results.tsx';
import { useSearchParamsState } from '../hooks/use-search-params-state.ts';
import { normaliseKeyword } from '../lib/keyword.ts';

/**
 * /search (spec 000 §2): a search box; before searching, hot keywords and the history; after, results grouped by type,
 * each type paged on its own. Every search made is logged by the app store's search-log rule (spec 000 §4).
 */
export default function SearchPage() {
  const { t } = useT('search');
  const { keyword, type, show } = useSearchParamsState();

  const search = (raw: string) => {
    const next = normaliseKeyword(raw);
    if (!next) return;
    useAppStore.getState().logSearch({ target_id: next, keyword: next });
    show({ keyword: next });
  };

  return (
    <Page data-page="search">
      <PageHeader>{t('search')}</PageHeader>
      <SearchBox keyword={keyword} onSearch={search} />
      {!keyword ? (
        <SearchHome onSearch={search} />
      ) : type ? (
        <TypedResults key={`${type}:${keyword}`} type={type} keyword={keyword} onBack={() => show({ keyword })} />
      ) : (
        <GroupedResults key={keyword} keyword={keyword} onMore={(next) => show({ keyword, type: next })} />
      )}
    </Page>
  );
}
