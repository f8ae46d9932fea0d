import styled from '@emotion/styled';
import type { ReactNode } from 'react';

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

/** The quiet text button at a chip group's heading ("clear"). */
export const ChipsAction = styled.button`
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

/**
 * A titled group of keyword chips (search history, hot keywords): tapping a chip picks its keyword. `action` sits at
 * the heading's end (a "clear" button, styled by the caller). Keywords are rendered as text, never as HTML.
 */
export function KeywordChips(props: {
  title: string;
  /** The heading's id, which names the section for assistive technology; unique on the page. */
  titleId: string;
  keywords: readonly { key: string; keyword: string }[];
  onPick(keyword: string): void;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Section data-testid={props.testId} aria-labelledby={props.titleId}>
      <header>
        <h2 id={props.titleId}>{props.title}</h2>
        {props.action}
      </header>
      <Chips>
        {props.keywords.map((entry) => (
          <li key={entry.key}>
            <button type="button" onClick={() => props.onPick(entry.keyword)}>
              {entry.keyword}
            </button>
          </li>
        ))}
      </Chips>
    </Section>
  );
}
