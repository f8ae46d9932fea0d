import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import type { RecAnchor } from '../api/home.ts';
import { Strip } from './section.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Anchor = styled(Link)`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  width: 4rem;
  color: inherit;
  font-size: 0.75rem;
  text-decoration: none;
  img {
    width: 3.25rem;
    height: 3.25rem;
    box-sizing: border-box;
    border: 2px solid transparent;
    border-radius: 50%;
    background: ${(p) => p.theme.color.surface};
  }
  &[data-live='true'] img {
    border-color: ${colors.danger};
  }
  span {
    overflow: hidden;
    max-width: 100%;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Recommended anchors, most watched first; a red ring marks who is live now. Each opens the anchor's room. */
export function AnchorStrip(props: { anchors: RecAnchor[] }) {
  const { t } = useT('headline');
  return (
    <Strip data-testid="rec-anchors">
      {props.anchors.map((anchor) => (
        <Anchor
          key={anchor.id}
          to={`/live-detail/${anchor.id}`}
          data-live={anchor.is_live === 1}
          aria-label={anchor.is_live === 1 ? t('anchorLive', { name: anchor.nick_name }) : anchor.nick_name}
        >
          <img src={serverUrl(anchor.avatar)} alt="" width="52" height="52" loading="lazy" />
          <span>{anchor.nick_name}</span>
        </Anchor>
      ))}
    </Strip>
  );
}
