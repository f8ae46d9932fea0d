import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { EmptyState } from '../components/load-states.tsx';
import { SubHeader } from '../components/sub-header.tsx';

/**
 * /live/videos: replays of past rooms. The reference API has no replay list yet (docs/api.md "Live rooms"), so the
 * page says there is nothing to watch rather than faking a list.
 */
export default function VideosPage() {
  const { t } = useT('live');
  return (
    <Page data-page="live-videos">
      <SubHeader>{t('videos')}</SubHeader>
      <EmptyState testId="videos-empty" title={t('noVideos')} text={t('noVideosHint')} />
    </Page>
  );
}
