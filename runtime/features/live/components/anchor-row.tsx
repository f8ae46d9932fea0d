import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import type { RecommendedAnchor } from '../api/live-types.ts';
import { OnlineCount } from './online-count.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0.75rem 0.5rem;
  padding: 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
  > img {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.border};
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: 0.9375rem;
    font-weight: 600;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Status = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.25rem;
  font-size: 0.6875rem;
  color: ${(p) => p.theme.color.textMuted};
  b {
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${colors.live};
    color: ${colors.onMedia};
    font-weight: 400;
    line-height: 1.125rem;
  }
`;

/** An anchor of the list: avatar, name, signature, and whether (and to how many) they are live; opens their room. */
export function AnchorRow(props: { anchor: RecommendedAnchor }) {
  const { t } = useT('live');
  const { anchor } = props;
  return (
    <Row to={`/live-detail/${anchor.id}`} data-testid="anchor-row">
      <img src={serverUrl(anchor.avatar)} alt="" loading="lazy" />
      <Text>
        <strong>{anchor.nick_name}</strong>
        <small>{anchor.signature || anchor.room.title}</small>
      </Text>
      <Status>
        {anchor.is_live ? <b>{t('onAir')}</b> : null}
        {anchor.is_live ? <OnlineCount count={anchor.room.online} /> : null}
      </Status>
    </Row>
  );
}

const Bone = styled.div`
  height: 4.5rem;
  margin: 0 0.75rem 0.5rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  animation: pulse 1.4s ease-in-out infinite;
  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }
`;

/** The list's shape while anchors load. */
export function AnchorListSkeleton() {
  return (
    <div data-testid="anchor-skeleton" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Bone key={index} />
      ))}
    </div>
  );
}
