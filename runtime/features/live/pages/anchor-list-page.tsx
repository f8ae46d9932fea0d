import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { getRecAnchors } from '../api/get-rec-anchors.ts';
import { AnchorListSkeleton, AnchorRow } from '../components/anchor-row.tsx';
import { EmptyState, LoadError } from '../components/load-states.tsx';
import { SubHeader } from '../components/sub-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';

const List = styled.section`
  padding-top: 0.5rem;
`;

/** /anchor-list: the most watched anchors (spec 000 §7 /api/anchor/getRecAnchors). */
export default function AnchorListPage() {
  const { t } = useT('live');
  const anchors = useRemote(() => getRecAnchors(), 'anchors');
  return (
    <Page data-page="anchor-list">
      <SubHeader>{t('anchorList')}</SubHeader>
      <List>
        {anchors.state === 'loading' ? <AnchorListSkeleton /> : null}
        {anchors.state === 'error' ? <LoadError retry={anchors.retry} /> : null}
        {anchors.state === 'ready' && anchors.data.length === 0 ? <EmptyState title={t('noAnchors')} text={t('noAnchorsHint')} /> : null}
        {anchors.state === 'ready' ? anchors.data.map((anchor) => <AnchorRow key={anchor.id} anchor={anchor} />) : null}
      </List>
    </Page>
  );
}
