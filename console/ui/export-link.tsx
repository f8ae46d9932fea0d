import styled from '@emotion/styled';
import { color } from './tokens.ts';

/** A download link (a CSV export) that looks like a secondary button. */
export const ExportLink = styled.a`
  display: inline-block;
  padding: 8px 16px;
  border: 1px solid ${color.borderStrong};
  border-radius: 6px;
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;
  background: ${color.surface};
`;
