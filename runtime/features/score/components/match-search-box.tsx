import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { PillButton } from '../../../ui/pill-button.tsx';
import { keywordMaxLength } from '../lib/search-runner.ts';

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
`;

/**
 * The match search box, focused when the page opens. Typing is reported as it happens (the page searches after a
 * pause); Enter and the button search at once.
 */
export function MatchSearchBox(props: { text: string; onType: (text: string) => void; onSubmit: (text: string) => void }) {
  const { t } = useT('score');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.text);
  };
  return (
    <Form role="search" onSubmit={submit} data-testid="match-search-box">
      <Input
        type="search"
        // The fan came here to type: the keyboard opens with the page.
        autoFocus
        enterKeyHint="search"
        autoComplete="off"
        maxLength={keywordMaxLength}
        value={props.text}
        onChange={(event) => props.onType(event.target.value)}
        placeholder={t('searchPage.placeholder')}
        aria-label={t('search')}
      />
      <PillButton type="submit">{t('searchPage.submit')}</PillButton>
    </Form>
  );
}
