import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { NetState } from '../../../im/index.ts';
import { colors } from '../../../core/theme/theme.ts';

const Banner = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  background: ${colors.dangerTint};
  color: ${colors.danger};
  font-size: 0.8125rem;
  text-align: center;
`;

/** While the chat's socket is down or coming back, a line says so: messages wait until it is connected again. */
export function NetBanner(props: { netState: NetState }) {
  const { t } = useT('chat');
  if (props.netState === NetState.CONNECTED) return null;
  return (
    <Banner role="status" data-testid="chat-net-state" data-state={props.netState}>
      {props.netState === NetState.CONNECTING ? t('connecting') : t('disconnected')}
    </Banner>
  );
}
