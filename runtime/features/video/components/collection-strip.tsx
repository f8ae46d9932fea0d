import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { VideoCollection } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MediaCover as Cover } from '../../../ui/media-card.tsx';

const Section = styled.section`
  padding: 0.75rem 0 0;
  h2 {
    margin: 0 0.75rem 0.5rem;
    font-size: 0.875rem;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.625rem;
  overflow-x: auto;
  padding: 0 0.75rem;
  scrollbar-width: none;
  a {
    flex: none;
    width: 9.5rem;
    color: inherit;
    text-decoration: none;
  }
  ${Cover} {
    border-radius: 0.375rem;
  }
  strong {
    display: block;
    overflow: hidden;
    margin-top: 0.3125rem;
    font-size: 0.8125rem;
    font-weight: 500;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

/** The collections of a category, side by side; each opens /rec-collection/{id}. Nothing when there are none. */
export function CollectionStrip(props: { collections: VideoCollection[] }) {
  const { t } = useT('video');
  if (props.collections.length === 0) return null;
  return (
    <Section data-testid="collection-strip">
      <h2>{t('collections')}</h2>
      <Row>
        {props.collections.map((collection) => (
          <Link key={collection.id} to={`/rec-collection/${collection.id}`} data-testid="collection-card">
            <Cover>
              <img src={serverUrl(collection.cover)} alt="" loading="lazy" width={320} height={180} />
            </Cover>
            <strong>{collection.title}</strong>
            <small>{t('videoCount', { count: collection.count })}</small>
          </Link>
        ))}
      </Row>
    </Section>
  );
}
