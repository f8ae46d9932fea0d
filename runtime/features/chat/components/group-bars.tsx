import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';

const Announcement = styled.div`
  display: flex;
  flex: none;
  gap: 0.5rem;
  align-items: flex-start;
  padding: 0.5rem 0.75rem;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: 0.8125rem;
  a {
    flex: 1;
    min-width: 0;
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
  }
  strong {
    margin-right: 0.375rem;
    color: ${(p) => p.theme.accent};
  }
  span {
    display: -webkit-box;
    overflow: hidden;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  button {
    flex: none;
    padding: 0 0.25rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 1rem;
    line-height: 1;
    cursor: pointer;
  }
`;

/**
 * A new announcement, as it arrives (the group's notification changed): two lines of it at the top of the room, a tap
 * opens the announcements, × puts it away.
 */
export function AnnouncementBanner(props: { text: string; href: string; onClose(): void }) {
  const { t } = useT('chat');
  return (
    <Announcement role="status" data-testid="group-announcement">
      <Link to={props.href}>
        <span>
          <strong>{t('announcementNew')}</strong>
          {props.text}
        </span>
      </Link>
      <button type="button" aria-label={t('close')} data-testid="group-announcement-close" onClick={props.onClose}>
        ×
      </button>
    </Announcement>
  );
}

const Muted = styled.p`
  flex: none;
  margin: 0;
  padding: 0.875rem 0.75rem calc(0.875rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

/** In place of the input while the fan may not send: why, and until when. */
export function MutedBar(props: { text: string }) {
  return (
    <Muted role="status" data-testid="group-muted">
      {props.text}
    </Muted>
  );
}
