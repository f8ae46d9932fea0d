import styled from '@emotion/styled';

/** A page with one panel in its middle: sign-in, enrolment, a failure before the shell. */
export const CenteredPage = styled.main<{ wide?: boolean }>`
  min-height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  & > * {
    width: 100%;
    max-width: ${({ wide }) => (wide ? '440px' : '400px')};
  }
`;
