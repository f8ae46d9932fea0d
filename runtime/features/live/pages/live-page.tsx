import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getCategories } from '../api/get-categories.ts';
import { getRealLives } from '../api/get-real-lives.ts';
import { earlyCategories, earlyRooms } from '../api/live-first.ts';
import { RoomListBody } from '../components/room-list-body.tsx';

const Shortcuts = styled.nav`
  display: flex;
  gap: 0.5rem;
  padding: 0.625rem 0.75rem 0.125rem;
  a {
    flex: 1;
    padding: 0.5rem 0;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font-size: 0.8125rem;
    text-align: center;
    text-decoration: none;
  }
`;

/** /live: rooms on air by category (spec 000 §2), with ways to the anchor list, every room and replays. */
export default function LivePage() {
  const { t, i18n } = useT('live');
  const [category, setCategory] = useState(0);
  const categories = useRemote(getCategories, 'categories', earlyCategories);
  const rooms = useRemote(() => getRealLives({ category_id: category || undefined }), `rooms-${category}`, earlyRooms);
  const options = [
    { value: 0, label: t('allCategories') },
    ...(categories.state === 'ready'
      ? categories.data.map((c) => ({ value: c.id, label: i18n.language === 'cn' ? c.name : c.name_en || c.name }))
      : []),
  ];

  return (
    <Page data-page="live">
      <PageHeader>{t('live')}</PageHeader>
      <TabStrip<number> label={t('categories')} testId="live-categories" value={category} options={options} onChange={setCategory} />
      <Shortcuts aria-label={t('more')}>
        <Link to="/anchor-list">{t('anchorsShortcut')}</Link>
        <Link to="/live/lives">{t('allRooms')}</Link>
        <Link to="/live/videos">{t('videos')}</Link>
      </Shortcuts>
      <RoomListBody rooms={rooms} />
    </Page>
  );
}
