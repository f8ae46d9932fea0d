import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { PillButton } from '../../../ui/pill-button.tsx';
import { keywordMaxLength, normaliseKeyword } from '../lib/keyword.ts';

const Form = styled.form`
  position: sticky;
  top: 2.75rem;
  z-index: 5;
  display: flex;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: ${(p) => p.theme.color.background};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.25rem;
  box-sizing: border-box;
  padding: 0 0.875rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 999px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  outline: none;
  &:focus {
    border-color: ${(p) => p.theme.accent};
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/**
 * The search box: submits on Enter and on the button, with the keyword trimmed; an empty keyword does nothing.
 * It shows the current search and follows it when the address changes (a hot keyword, the back button).
 */
export function SearchBox(props: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useT('search');
  const [text, setText] = useState(props.keyword);
  useEffect(() => setText(props.keyword), [props.keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normaliseKeyword(text);
    if (keyword) props.onSearch(keyword);
  };

  return (
    <Form role="search" onSubmit={submit} data-testid="search-box">
      <Input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={keywordMaxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('placeholder')}
        aria-label={t('search')}
      />
      <PillButton type="submit">{t('submit')}</PillButton>
    </Form>
  );
}
