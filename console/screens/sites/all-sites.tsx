import styled from '@emotion/styled';
import { readSites } from '../../api/site-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, CardHint, CardTitle, Chip } from '../../ui/card.tsx';

import { Table, TableScroll } from '../../ui/table.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { color } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';
import { kilobytes } from './kilobytes.ts';
import { swatches } from './site-colors.ts';

const Dot = styled.i`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 3px;
  margin-right: 4px;
  vertical-align: -1px;
  box-shadow: inset 0 0 0 1px ${color.swatchEdge};
`;

/** Every site the operator may see, from `/ops/api/sites`. */
export function AllSites({ current }: { current: string }) {
  const { t } = useT();
  const { remote, retry } = useRemote(readSites, 'sites');
  return (
    <Card>
      <CardTitle>{t('sites.all')}</CardTitle>
      <CardHint>{t('sites.allLead')}</CardHint>
      <RemoteView remote={remote} retry={retry}>
        {(data) => (
          <TableScroll>
            <Table data-testid="all-sites">
              <thead>
                <tr>
                  <th>{t('sites.code')}</th>
                  <th>{t('sites.brand')}</th>
                  <th>{t('sites.colors')}</th>
                  <th>{t('sites.features')}</th>
                  <th>{t('sites.initialJs')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((site) => (
                  <tr key={site.code}>
                    <td data-label={t('sites.code')}>
                      <strong>{site.code}</strong> {site.code === current && <Chip tone="accent">{t('sites.thisNode')}</Chip>}
                    </td>
                    <td data-label={t('sites.brand')}>{site.brand ?? '—'}</td>
                    <td data-label={t('sites.colors')}>
                      {swatches(site.colors)
                        .slice(0, 3)
                        .map(({ name, value }) => (
                          <Dot key={name} title={`${name} ${value}`} style={{ background: value }} />
                        ))}
                    </td>
                    <td data-label={t('sites.features')}>{site.features.length}</td>
                    <td data-label={t('sites.initialJs')}>
                      {site.initialJsGzipBytes === null ? t('sites.notBuilt') : kilobytes(site.initialJsGzipBytes)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </RemoteView>
    </Card>
  );
}
