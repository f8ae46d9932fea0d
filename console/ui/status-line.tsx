import styled from '@emotion/styled';
import { color, radius } from './tokens.ts';

/** How an action went, above what it acted on: green when done, red with the refusal. */
export const StatusLine = styled.p<{ failed: boolean }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.small};
  background: ${({ failed }) => (failed ? color.dangerSoft : color.successSoft)};
  color: ${({ failed }) => (failed ? color.danger : color.success)};
`;

/** Fans' text (a nick, a message, a device), kept to its box: long words wrap, and it is only ever text. */
export const FanText = styled.span`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
