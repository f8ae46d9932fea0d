import styled from '@emotion/styled';

/** A full-height page that leaves room for the bottom menu. */
export const Page = styled.main`
  min-height: 100dvh;
  box-sizing: border-box;
  padding: 0 0 calc(${(p) => p.theme.menuHeight} + env(safe-area-inset-bottom));
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

/** The bar at the top of a page, in the theme colour. */
export const PageHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 2.75rem;
  padding: 0 1rem;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font-size: 1.0625rem;
  font-weight: 600;
`;
