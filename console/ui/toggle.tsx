import styled from '@emotion/styled';
import { color, shadow } from './tokens.ts';

const Track = styled.button`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: 12px;
  border: none;
  padding: 0;
  cursor: pointer;
  background: ${color.borderStrong};
  transition: background 0.15s;
  &[aria-checked='true'] {
    background: ${color.accent};
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${color.white};
    box-shadow: ${shadow.knob};
    transition: transform 0.15s;
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
`;

/** An on/off switch (role switch, so it reads as one). */
export function Toggle({
  on,
  label,
  disabled,
  onChange,
}: {
  on: boolean;
  label: string;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return <Track type="button" role="switch" aria-checked={on} aria-label={label} disabled={disabled} onClick={() => onChange(!on)} />;
}
