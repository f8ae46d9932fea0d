import { useT } from '../../../core/i18n/i18n.ts';
import { SearchField } from '../../../ui/search-field.tsx';
import { keywordMaxLength } from '../lib/search-runner.ts';

/**
 * The match search box, focused when the page opens (the fan came here to type). Typing is reported as it happens
 * (the page searches after a pause); Enter and the button search at once.
 */
export function MatchSearchBox(props: { text: string; onType: (text: string) => void; onSubmit: (text: string) => void }) {
  const { t } = useT('score');
  const labels = { placeholder: t('searchPage.placeholder'), label: t('search'), submit: t('searchPage.submit') };
  return (
    <SearchField
      text={props.text}
      onType={props.onType}
      onSubmit={props.onSubmit}
      labels={labels}
      maxLength={keywordMaxLength}
      testId="match-search-box"
      autoFocus
    />
  );
}
