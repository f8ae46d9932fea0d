import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { getModelHome } from '../api/get-model-home.ts';
import { RemoteView } from '../components/remote-states.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Title = styled.h1`
  margin: 0;
  font-size: inherit;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.625rem;
  padding: 0.75rem;
`;

const ModelCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
  h2 {
    margin: 0;
    font-size: 0.9375rem;
  }
  strong {
    font-size: 1.375rem;
    color: ${(p) => p.theme.accent};
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  span {
    align-self: flex-start;
    margin-top: 0.25rem;
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: ${(p) => p.theme.primary};
    color: ${colors.onPrimary};
    font-size: 0.6875rem;
  }
`;

const RecordsLink = styled(Link)`
  display: block;
  padding: 0 0.75rem 1rem;
  color: ${(p) => p.theme.accent};
  font-size: 0.8125rem;
  text-align: center;
  text-decoration: none;
`;

/** /data: the four models with their hit rates over finished matches, what is coming, and the way to subscribe. */
export default function DataHomePage() {
  const { t } = useT('data-model');
  const token = useSession((s) => s.user?.token ?? '');
  const home = useRemote(getModelHome, `home|${token}`);
  return (
    <Page data-page="data">
      <PageHeader>
        <Title>{t('data')}</Title>
      </PageHeader>
      <RemoteView remote={home}>
        {(data) => (
          <Grid>
            {data.list.map((model) => (
              <ModelCard key={model.kind} to={`/data/model/${model.slug}`} data-testid="model-card" data-kind={model.kind}>
                <h2>{t(`kind.${model.kind}`)}</h2>
                <small>{t('hitRate')}</small>
                <strong data-testid="hit-rate">{model.hit_rate === null ? t('noRate') : `${model.hit_rate.toFixed(1)}%`}</strong>
                <small>{t('hitCount', { hits: model.hits, finished: model.finished })}</small>
                <small>{t('counts', { waiting: model.waiting, inplay: model.inplay })}</small>
                <span>{model.entitled ? t('entitled') : t('priceFrom', { price: model.price_from })}</span>
              </ModelCard>
            ))}
          </Grid>
        )}
      </RemoteView>
      <RecordsLink to="/data/model/subscription-records" data-testid="records-link">
        {t('records')}
      </RecordsLink>
    </Page>
  );
}
