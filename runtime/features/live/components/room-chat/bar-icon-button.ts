import styled from '@emotion/styled';

/**
 * A round button at the end of the send bar (gifts, managing the room): its white icon is a CSS image (`icon`, a data
 * URL) over a `tint` gradient, so the chat region holds no img or svg elements (only text is rendered there).
 */
export const BarIconButton = styled.button<{ icon: string; tint: string }>`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background:
    url('${(p) => p.icon}') center / 1.25rem no-repeat,
    ${(p) => p.tint};
  cursor: pointer;
`;
