import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const actionLook = `
  flex: none;
  padding: 0.3125rem 0.75rem;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-size: 0.75rem;
  text-decoration: none;
  cursor: pointer;
`;

/** A small pill link in the theme colour: "enter the room", "watch". */
export const ActionLink = styled(Link)`
  ${actionLook}
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
`;

/** The same pill as a button, for actions that call the server first. */
export const ActionButton = styled.button`
  ${actionLook}
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  &:disabled {
    opacity: 0.6;
  }
`;
