import styled from '@emotion/styled';

const Blocks = styled.div`
  padding: 0.75rem;
  div {
    height: 5.5rem;
    margin-bottom: 0.625rem;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
    animation: sl-home-pulse 1.2s ease-in-out infinite;
  }
  @keyframes sl-home-pulse {
    50% {
      opacity: 0.5;
    }
  }
`;

/** Grey blocks where the home content will be, so the page has its shape before the data arrives. */
export function HomeSkeleton() {
  return (
    <Blocks aria-busy="true" data-testid="home-loading">
      <div />
      <div />
      <div />
    </Blocks>
  );
}
