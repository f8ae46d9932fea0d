import styled from '@emotion/styled';

/** A screen's parts one under the other, 16 px apart: the column every screen of the console is laid in. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
