import styled from '@emotion/styled';
import { colors } from '../core/theme/theme.ts';

const Badge = styled.em`
  display: inline-block;
  margin-right: 0.25rem;
  padding: 0 0.3125rem;
  border-radius: 0.25rem;
  background: ${colors.vip};
  color: ${colors.onVip};
  font-size: 0.6875rem;
  font-style: normal;
  font-weight: 700;
  line-height: 1.4;
  vertical-align: 0.0625rem;
`;

/** The VIP badge shown beside a VIP's name (spec 000 §4: VIP while vip_level > 0 and vip_date is in the future). */
export function VipBadge(props: { className?: string }) {
  return (
    <Badge className={props.className} data-testid="vip-badge">
      VIP
    </Badge>
  );
}
