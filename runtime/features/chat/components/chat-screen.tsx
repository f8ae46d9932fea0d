import styled from '@emotion/styled';

/**
 * A chat room's screen, one-to-one or group: as tall as what the fan sees and placed on it, so when a phone's keyboard
 * opens the input sits just above it and the messages shrink, instead of the keyboard covering the input.
 */
export const ChatScreen = styled.main`
  position: fixed;
  inset: 0 0 auto;
  display: flex;
  flex-direction: column;
  height: 100dvh;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;
