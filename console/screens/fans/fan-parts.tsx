import styled from '@emotion/styled';
import { FanText } from '../../ui/status-line.tsx';
import { narrow } from '../../ui/tokens.ts';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export { FanText };

/** A one-line form on a desktop (its fields in `columns`, the button level with the inputs), stacked on a phone. */
export const FormRow = styled.form<{ columns: string }>`
  display: grid;
  grid-template-columns: ${({ columns }) => columns};
  gap: 12px;
  align-items: start;
  /* A button's column keeps its own width: the row's spare room stays empty rather than stretching the button. */
  justify-content: start;
  & > button {
    margin-top: 23px;
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
    }
  }
`;
