import { useParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { DatabaseHeader } from '../components/database-header.tsx';
import { FifaRankPages } from '../components/fifa-rank-pages.tsx';
import { HotRankList } from '../components/hot-rank-list.tsx';
import { LoadError } from '../components/load-states.tsx';

const types = ['football', 'basketball', 'fifa'] as const;
type BillboardType = (typeof types)[number];

/**
 * /database/billboard/{type}: football or basketball, each league of the sport with its top 5; fifa, the whole
 * national teams' ranking page by page. Any other type is not a billboard.
 */
export default function BillboardPage() {
  const { t } = useT('database');
  const asked = useParams().type;
  const type = types.find((known) => known === asked) as BillboardType | undefined;
  return (
    <Page data-page="billboard" data-type={type}>
      <DatabaseHeader title={type ? t(`billboard.${type}`) : t('billboard')} />
      {type === 'fifa' ? <FifaRankPages /> : null}
      {type === 'football' || type === 'basketball' ? <HotRankList key={type} sport={type} /> : null}
      {type ? null : <LoadError notFound notFoundTitle={t('billboardNotFound')} />}
    </Page>
  );
}
