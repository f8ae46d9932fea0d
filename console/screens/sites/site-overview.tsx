import styled from '@emotion/styled';
import type { Site } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, CardTitle, Chip } from '../../ui/card.tsx';
import { color } from '../../ui/tokens.ts';
import { kilobytes } from './kilobytes.ts';
import { swatches } from './site-colors.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 12px 0 0;
  & dt {
    color: ${color.muted};
  }
  & dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    min-width: 0;
  }
`;

const Sources = styled.details`
  & summary {
    cursor: pointer;
    color: ${color.accent};
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 8px;
  }
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font:
    12px ui-monospace,
    monospace;
  & i {
    width: 16px;
    height: 16px;
    border-radius: 4px;
    border: 1px solid ${color.border};
  }
`;

/** What the site is: its names, languages, colours, the features built and their initial JS. */
export function SiteOverview({ site }: { site: Site }) {
  const { t } = useT();
  return (
    <Card>
      <CardTitle>
        {site.name ?? site.code} <Chip tone="accent">{site.code}</Chip>
      </CardTitle>
      <Facts>
        <dt>{t('sites.brand')}</dt>
        <dd>{site.brand ?? '—'}</dd>
        <dt>{t('sites.languages')}</dt>
        <dd>{site.languages.join(', ')}</dd>
        <dt>{t('sites.colors')}</dt>
        <dd>
          {swatches(site.colors).map(({ name, value }) => (
            <Swatch key={name} title={name}>
              <i style={{ background: value }} />
              {value}
            </Swatch>
          ))}
        </dd>
        <dt>{t('sites.features')}</dt>
        <dd>
          {site.features.map((feature) => (
            <Chip key={feature}>{feature}</Chip>
          ))}
        </dd>
        <dt>{t('sites.initialJs')}</dt>
        <dd data-testid="site-initial-js">{site.initialJsGzipBytes === null ? t('sites.notBuilt') : kilobytes(site.initialJsGzipBytes)}</dd>
        {site.sources.length > 0 && (
          <>
            <dt>{t('sites.sources')}</dt>
            <dd>
              {/* The sp_source table runs to dozens of rows: folded until asked for. */}
              <Sources>
                <summary>{t('sites.sourceCount', { count: site.sources.length })}</summary>
                <div>
                  {site.sources.map((source) => (
                    <Chip key={source.id}>
                      {source.id} · {source.name}
                    </Chip>
                  ))}
                </div>
              </Sources>
            </dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
