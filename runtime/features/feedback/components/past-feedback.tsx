import styled from '@emotion/styled';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import type { SentFeedback } from '../api/feedback-calls.ts';

const List = styled.ul`
  margin: 0 0.75rem 1rem;
  padding: 0;
  list-style: none;
  > li {
    margin-bottom: 0.5rem;
    padding: 0.75rem;
    border-radius: 0.75rem;
    background: ${(p) => p.theme.color.surface};
    font-size: 0.875rem;
  }
  header {
    display: flex;
    justify-content: space-between;
    margin-bottom: 0.375rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  img {
    width: 3.5rem;
    height: 3.5rem;
    margin: 0.5rem 0.375rem 0 0;
    border-radius: 0.375rem;
    object-fit: cover;
  }
`;

const Reply = styled.p`
  margin-top: 0.5rem !important;
  padding: 0.5rem 0.625rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  strong {
    color: ${(p) => p.theme.accent};
  }
`;

const Heading = styled.h2`
  margin: 1rem 1rem 0.5rem;
  font-size: 0.9375rem;
`;

/** The fan's own messages, newest first, each with customer service's reply or "awaiting reply". */
export function PastFeedback({ list }: { list: readonly SentFeedback[] }) {
  const { t } = useT('feedback');
  if (list.length === 0) return null;
  return (
    <>
      <Heading>{t('mine')}</Heading>
      <List data-testid="past-feedback">
        {list.map((item) => (
          <li key={item.id} data-testid="past-feedback-item" data-replied={item.reply ? 1 : 0}>
            <header>
              <span>{t(`category.${item.category}`)}</span>
              <time>{serverDay(item.time)}</time>
            </header>
            <p>{item.content}</p>
            {item.images.map((url) => (
              <img key={url} src={serverUrl(url)} alt="" />
            ))}
            {item.reply ? (
              <Reply data-testid="feedback-reply">
                <strong>{t('replyFrom')}</strong> {item.reply}
              </Reply>
            ) : (
              <Reply>{t('awaitingReply')}</Reply>
            )}
          </li>
        ))}
      </List>
    </>
  );
}
