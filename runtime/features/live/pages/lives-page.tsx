import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { getRealLives } from '../api/get-real-lives.ts';
import { RoomListBody } from '../components/room-list-body.tsx';
import { SubHeader } from '../components/sub-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';

/** /live/lives: every room on air, whatever its category. */
export default function LivesPage() {
  const { t } = useT('live');
  const rooms = useRemote(() => getRealLives(), 'all-rooms');
  return (
    <Page data-page="live-lives">
      <SubHeader>{t('lives')}</SubHeader>
      <RoomListBody rooms={rooms} />
    </Page>
  );
}
