import styled from '@emotion/styled';
import { colors } from '../core/theme/theme.ts';

const Badge = styled.b`
  position: absolute;
  top: -0.25rem;
  left: 1rem;
  min-width: 1rem;
  height: 1rem;
  padding: 0 0.25rem;
  box-sizing: border-box;
  border-radius: 999px;
  background: ${colors.badge};
  color: ${colors.onMedia};
  font-size: 0.625rem;
  font-weight: 600;
  line-height: 1rem;
  text-align: center;
`;

/**
 * The red unread count at the corner of an icon (its parent is `position: relative`): 99+ past 99, nothing at 0. The
 * menu's chat entry and the user centre's messenger show it.
 */
export function CountBadge(props: { count: number; testId: string; label?: string }) {
  if (props.count <= 0) return null;
  return (
    <Badge data-testid={props.testId} aria-label={props.label}>
      {props.count > 99 ? '99+' : props.count}
    </Badge>
  );
}
