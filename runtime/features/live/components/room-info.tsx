import styled from '@emotion/styled';
import { serverUrl } from '../../../core/http/api.ts';
import type { LivePage } from '../api/live-types.ts';
import { OnlineCount } from './online-count.tsx';

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.5rem 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.border};
  }
  div {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: 0.875rem;
  }
  div span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Audience = styled(OnlineCount)`
  flex: none;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/** Who is on air and how many watch: the anchor's avatar and name, the room title, the audience. */
export function RoomInfo(props: { page: LivePage }) {
  const { page } = props;
  return (
    <Bar data-testid="room-info">
      <img src={serverUrl(page.anchor.avatar)} alt="" />
      <div>
        <strong>{page.anchor.nick_name}</strong>
        <span>{page.title}</span>
      </div>
      <Audience count={page.online} />
    </Bar>
  );
}
