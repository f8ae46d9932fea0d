import styled from '@emotion/styled';
import { color, radius } from './tokens.ts';

type Tone = 'primary' | 'secondary' | 'danger';

const tones: Record<Tone, string> = {
  primary: `background:${color.accent};color:${color.onAccent};border-color:${color.accent};`,
  secondary: `background:${color.surface};color:${color.text};border-color:${color.borderStrong};`,
  danger: `background:${color.surface};color:${color.danger};border-color:${color.danger};`,
};

/** The console's button: primary (one per form), secondary, or danger (acts on an account). */
export const Button = styled.button<{ tone?: Tone; small?: boolean }>`
  ${({ tone = 'primary' }) => tones[tone]}
  border-width: 1px;
  border-style: solid;
  border-radius: ${radius.small};
  padding: ${({ small }) => (small ? '4px 10px' : '8px 16px')};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    filter: brightness(0.94);
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;
