import styled from '@emotion/styled';
import { color, narrow, radius, shadow } from './tokens.ts';

/** A white panel of the page. */
export const Card = styled.section`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.medium};
  box-shadow: ${shadow.card};
  padding: 20px 24px;
  ${narrow} {
    padding: 16px;
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 4px;
  font-size: 16px;
  font-weight: 650;
`;

export const CardHint = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
  font-size: 13px;
`;

/** The page's title and what it is for. */
export const PageTitle = styled.h1`
  margin: 0 0 4px;
  font-size: 22px;
  font-weight: 700;
`;

export const PageLead = styled.p`
  margin: 0 0 20px;
  color: ${color.muted};
`;

/**
 * The title and lead opening a screen's column (ui/stack.tsx): the column's gap is the space under the lead, so that
 * the first card stands as far below it as on the screens whose lead is outside a column (20 px).
 */
export const PageHead = styled.div`
  & > p:last-child {
    margin-bottom: 4px;
  }
`;

/** A small label in a pill: a role, a feature, a count. */
export const Chip = styled.span<{ tone?: 'neutral' | 'accent' | 'success' | 'danger' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  ${({ tone = 'neutral' }) =>
    ({
      neutral: `background:${color.sunken};color:${color.muted};`,
      accent: `background:${color.accentSoft};color:${color.accent};`,
      success: `background:${color.successSoft};color:${color.success};`,
      danger: `background:${color.dangerSoft};color:${color.danger};`,
      warning: `background:${color.warningSoft};color:${color.warning};`,
    })[tone]}
`;
