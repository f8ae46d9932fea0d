import styled from '@emotion/styled';
import { Card as BaseCard } from '../../../ui/card.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** The VIP screens' loading, failure and not-found states, in their own words. */
export const { Skeleton, LoadError, RemoteView } = loadStates('vip', 'vip');

/** The gold card of VIP screens. */
export const GoldCard = styled.section`
  margin: 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: linear-gradient(135deg, ${colors.vipCard}, ${colors.vipCardEnd});
  color: ${colors.onVipCard};
  strong {
    display: block;
    font-size: 1.0625rem;
  }
  span {
    font-size: 0.8125rem;
    opacity: 0.9;
  }
`;

/** A plan's card: its name and price, then what it includes. */
export const Card = styled(BaseCard)`
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0.5rem 0;
    padding-left: 1.125rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    line-height: 1.6;
  }
`;

export const Message = styled.p<{ failed: boolean }>`
  margin: 0.75rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => (p.failed ? colors.danger : colors.success)};
  font-size: 0.875rem;
  a {
    margin-left: 0.5rem;
    color: ${(p) => p.theme.accent};
  }
`;
