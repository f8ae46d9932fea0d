import { useEffect, useState } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { SearchField } from '../../../ui/search-field.tsx';
import { keywordMaxLength, normaliseKeyword } from '../lib/keyword.ts';

/**
 * The search box: submits on Enter and on the button, with the keyword trimmed; an empty keyword does nothing.
 * It shows the current search and follows it when the address changes (a hot keyword, the back button).
 */
export function SearchBox(props: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useT('search');
  const [text, setText] = useState(props.keyword);
  useEffect(() => setText(props.keyword), [props.keyword]);

  const submit = (value: string) => {
    const keyword = normaliseKeyword(value);
    if (keyword) props.onSearch(keyword);
  };
  const labels = { placeholder: t('placeholder'), label: t('search'), submit: t('submit') };
  return <SearchField text={text} onType={setText} onSubmit={submit} labels={labels} maxLength={keywordMaxLength} testId="search-box" />;
}
