import styled from '@emotion/styled';
import { splitByKeyword } from '../lib/highlight.ts';

const Mark = styled.mark`
  padding: 0;
  background: none;
  color: ${(p) => p.theme.accent};
  font-weight: 600;
`;

/** Text with each occurrence of the keyword in <mark>. Both are rendered as text by React, never as HTML. */
export function Highlighted(props: { text: string; keyword: string }) {
  return (
    <>{splitByKeyword(props.text, props.keyword).map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : part.text))}</>
  );
}
