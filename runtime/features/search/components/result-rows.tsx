import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Match, RecordVideo, Room } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, formatBalance, fullName } from '../../../core/rules/display-rules.ts';
import { matchPhase } from '../../../core/rules/match-status.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import type { SearchItem } from '../api/search-types.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { leagueLink, teamLink } from '../lib/result-links.ts';
import { Highlighted } from './highlighted.tsx';
import { colors } from '../../../core/theme/theme.ts';

const rowLook = `
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.25rem;
  padding: 0.5rem 0.75rem;
  color: inherit;
  text-decoration: none;
`;
const LinkRow = styled(Link)`
  ${rowLook}
`;
const PlainRow = styled.div`
  ${rowLook}
`;

const Logo = styled.img<{ round?: boolean }>`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${(p) => (p.round ? '50%' : '0.375rem')};
  object-fit: cover;
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  b,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  b {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    /* A match names two teams: two lines keep both readable in Portuguese. */
    -webkit-line-clamp: 2;
    font-size: 0.9375rem;
    font-weight: 500;
    line-height: 1.35;
  }
  small {
    white-space: nowrap;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Side = styled.span<{ live?: boolean }>`
  flex: none;
  color: ${(p) => (p.live ? colors.danger : p.theme.color.textMuted)};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

function Row(props: { to: string | null; testId: string; children: ReactNode }) {
  return props.to ? (
    <LinkRow to={props.to} data-testid={props.testId}>
      {props.children}
    </LinkRow>
  ) : (
    <PlainRow data-testid={props.testId}>{props.children}</PlainRow>
  );
}

function MatchResult(props: { match: Match; keyword: string; lang: string }) {
  const { t } = useT('search');
  const { match, lang } = props;
  // Full names: the search matched the keyword in them, so the row shows where (a short name may not contain it).
  const team = (side: Match['hometeam']) => fullName(side, lang);
  const phase = matchPhase(match.sport_id, match.status);
  const started = phase === 'inplay' || phase === 'finished';
  return (
    <Row to={`/score/detail/${match.id}`} testId="search-match">
      <Logo src={serverUrl(match.matchevent.logo)} alt="" loading="lazy" />
      <Body>
        <b>
          <Highlighted text={team(match.hometeam)} keyword={props.keyword} />{' '}
          {started ? `${match.home_score} - ${match.away_score}` : t('vs')}{' '}
          <Highlighted text={team(match.awayteam)} keyword={props.keyword} />
        </b>
        <small>
          <Highlighted text={competitionName(match.matchevent, lang)} keyword={props.keyword} /> · {kickoffLabel(match.start_time)}
        </small>
      </Body>
      {phase === 'inplay' || phase === 'finished' ? <Side live={phase === 'inplay'}>{t(`phase.${phase}`)}</Side> : null}
    </Row>
  );
}

function AnchorResult(props: { room: Room; keyword: string; lang: 'cn' | 'pt-br' }) {
  const { t } = useT('search');
  const { room } = props;
  return (
    <Row to={`/live-detail/${room.anchorid}`} testId="search-anchor">
      <Logo round src={serverUrl(room.avatar)} alt="" loading="lazy" />
      <Body>
        <b>
          <Highlighted text={room.nick_name} keyword={props.keyword} />
        </b>
        <small>
          <Highlighted text={room.title} keyword={props.keyword} />
        </small>
      </Body>
      <Side>{t('online', { online: formatBalance(room.online, props.lang) })}</Side>
    </Row>
  );
}

const Cover = styled.img`
  flex: none;
  width: 4rem;
  height: 2.25rem;
  border-radius: 0.375rem;
  object-fit: cover;
`;

/** A recorded video: its cover, its title in the fan's language (the server's answer) and who published it. */
function VideoResult(props: { video: RecordVideo; keyword: string; lang: 'cn' | 'pt-br' }) {
  const { t } = useT('search');
  const { video } = props;
  return (
    <Row to={`/rec-video/${video.id}`} testId="search-video">
      <Cover src={serverUrl(video.cover)} alt="" loading="lazy" />
      <Body>
        <b>
          <Highlighted text={video.title} keyword={props.keyword} />
        </b>
        {/* The plays beside the author, not at the row's end: a Portuguese count (1.981.504) would squeeze the title. */}
        <small>
          {video.author.nick_name} · {t('views', { views: formatBalance(video.views, props.lang) })}
        </small>
      </Body>
    </Row>
  );
}

/** One search result of any type, linked to where it lives in the app. */
export function ResultRow(props: { result: SearchItem; keyword: string }) {
  const { t, i18n } = useT('search');
  const lang = i18n.language === 'pt-br' ? 'pt-br' : 'cn';
  // Leagues and teams open the database's pages only where the fan can reach them: built here and switched on.
  const databaseOn = useAppStore((s) => s.config?.switch_match_database === '1') && tenant.builtFeatures.includes('database');
  const { result, keyword } = props;
  if (result.type === 'matches') return <MatchResult match={result.item} keyword={keyword} lang={lang} />;
  if (result.type === 'anchors') return <AnchorResult room={result.item} keyword={keyword} lang={lang} />;
  if (result.type === 'videos') return <VideoResult video={result.item} keyword={keyword} lang={lang} />;
  const item = result.item;
  const isEvent = result.type === 'events';
  return (
    <Row to={isEvent ? leagueLink(item, databaseOn) : teamLink(item, databaseOn)} testId={isEvent ? 'search-event' : 'search-team'}>
      <Logo src={serverUrl(item.logo)} alt="" loading="lazy" />
      <Body>
        <b>
          <Highlighted text={fullName(item, lang)} keyword={keyword} />
        </b>
        <small>{isEvent ? <Highlighted text={competitionName(item, lang)} keyword={keyword} /> : t(`sport.${item.sport_id}`)}</small>
      </Body>
    </Row>
  );
}
