import styled from '@emotion/styled';
import { OptionButton } from '../../../../ui/option-button.tsx';
import { colors } from '../../../../core/theme/theme.ts';

/** One part of a manage sheet: a small heading, then its controls. */
export const Part = styled.section`
  padding: 0 0.75rem 0.875rem;
  h3 {
    margin: 0 0 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 500;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    line-height: 1.45;
  }
`;

/** Equal buttons in rows of four (the mute durations, the slow-mode intervals). */
export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0.5rem;
`;

/** A choice of a manage sheet; `aria-pressed` marks the room's current setting, `data-wide` spans a whole row. */
export const Choice = styled(OptionButton)`
  height: 2.25rem;
  padding: 0 0.25rem;
  &[data-wide='true'] {
    grid-column: 1 / -1;
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.primary};
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
    font-weight: 600;
  }
  &[data-tone='danger'] {
    color: ${colors.danger};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

/** What a sheet says while it loads or when its read failed. */
export const SheetNote = styled.p`
  margin: 0;
  padding: 1rem 0.75rem 1.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;
