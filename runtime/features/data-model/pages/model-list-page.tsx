import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { Page } from '../../../ui/page.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getModelList, getModelMatch } from '../api/get-model-list.ts';
import { ModelHeader } from '../components/model-header.tsx';
import { ModelMatchRow } from '../components/model-match-row.tsx';
import { useLiveModelList } from '../hooks/use-live-models.ts';
import { Card, LoadError, PagedView } from '../components/remote-states.tsx';
import { kindOf } from '../lib/model-kinds.ts';

/** /data/model/{upset|diversity|poisson|margin}: one model's matches, by model match status, page by page. */
export default function ModelListPage() {
  const { t } = useT('data-model');
  const kind = kindOf(useParams().kind);
  const [status, setStatus] = useState(0);
  const token = useSession((s) => s.user?.token ?? '');
  const list = usePagedList(
    (page) => getModelList(kind ?? 0, status || undefined, page),
    `${kind}|${status}|${token}`,
    (item) => item.id,
  );
  useLiveModelList(list, (matchid) => getModelMatch(kind ?? 0, matchid));
  if (!kind) {
    return (
      <Page data-page="model-list">
        <ModelHeader title={t('model')} />
        <LoadError notFound />
      </Page>
    );
  }
  const filters = [0, 1, 2, 3].map((value) => ({ value, label: value ? t(`status.${value}`) : t('filter.all') }));
  return (
    <Page data-page="model-list" data-kind={kind}>
      <ModelHeader title={t(`kind.${kind}`)} />
      <Card>
        <p>{t(`about.${kind}`)}</p>
      </Card>
      <TabStrip label={t('model')} value={status} options={filters} onChange={(value) => setStatus(Number(value))} testId="model-filters" />
      <PagedView list={list} empty={t('empty')} testId="model-list">
        {list.items.map((item) => (
          <ModelMatchRow key={item.id} item={item} />
        ))}
      </PagedView>
    </Page>
  );
}
