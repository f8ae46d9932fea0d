import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AnchorPage as AnchorPageAnswer } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { slotComponent } from '../../../core/slots.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { accountApi } from '../api/account-calls.ts';
import { colors } from '../../../core/theme/theme.ts';

const { RemoteView } = loadStates('user-center', 'anchor');

const Head = styled.section`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
  }
  div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 1.0625rem;
  }
  small,
  p {
    margin: 0.125rem 0 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** The fan group's entry above the follow button, so the anchor's name keeps its width on a phone. */
const Actions = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: stretch;
  gap: 0.375rem;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0.75rem;
  padding: 0.75rem 0;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  text-align: center;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

const Card = styled.section`
  margin: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  h2 {
    display: flex;
    justify-content: space-between;
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  h2 a {
    color: ${(p) => p.theme.accent};
    font-size: 0.8125rem;
    font-weight: 400;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    padding: 0.375rem 0;
    font-size: 0.8125rem;
  }
  b {
    color: ${colors.success};
  }
  > a {
    display: block;
    color: inherit;
    text-decoration: none;
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: 0.5rem;
    object-fit: cover;
  }
  p {
    margin: 0.375rem 0 0;
    font-size: 0.875rem;
  }
`;

function AnchorView(props: { page: AnchorPageAnswer; onFollow(follow: boolean): Promise<void> }) {
  const { t } = useT('user-center');
  const lang = useAppStore((s) => s.lang);
  const { anchor, room, income } = props.page;
  const [busy, setBusy] = useState(false);
  // The anchor's fan group, where the chat feature is built (core/slots.ts).
  const FanGroupEntry = slotComponent('fanGroupEntry');
  const toggle = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    await props.onFollow(props.page.is_attent === 0).catch(() => undefined);
    setBusy(false);
  };
  return (
    <>
      <Head data-testid="anchor-head">
        <img src={serverUrl(anchor.avatar || tenant.avatars.default || '')} alt="" />
        <div>
          <strong>{anchor.nick_name}</strong>
          <p>{anchor.signature || t('profile.noSignature')}</p>
        </div>
        <Actions>
          {FanGroupEntry ? (
            <Suspense fallback={null}>
              <FanGroupEntry anchorId={anchor.id} />
            </Suspense>
          ) : null}
          {props.page.is_self ? null : (
            <PillButton
              type="button"
              disabled={busy}
              onClick={() => void toggle()}
              data-testid="anchor-follow"
              aria-pressed={props.page.is_attent === 1}
            >
              {props.page.is_attent ? t('anchorPage.following') : t('anchorPage.follow')}
            </PillButton>
          )}
        </Actions>
      </Head>
      <Figures>
        <div>
          <dt>{t('anchorPage.fans')}</dt>
          <dd data-testid="anchor-fans">{formatBalance(anchor.fans_count, lang)}</dd>
        </div>
        <div>
          <dt>{t('anchorPage.level')}</dt>
          <dd>{t('anchorPage.levelValue', { level: anchor.anchor_level })}</dd>
        </div>
        <div>
          <dt>{t('anchorPage.points')}</dt>
          <dd>{formatBalance(anchor.anchor_point, lang)}</dd>
        </div>
      </Figures>
      {room ? (
        <Card>
          <h2>{t('anchorPage.room')}</h2>
          <Link to={`/live-detail/${anchor.id}`} data-testid="anchor-room">
            <img src={serverUrl(room.cover)} alt="" />
            <p>{room.title}</p>
          </Link>
        </Card>
      ) : null}
      {income ? (
        <Card data-testid="anchor-income">
          <h2>
            {t('anchorPage.income', { total: formatBalance(income.total, lang) })}
            <Link to="/trans-log">{t('anchorPage.allIncome')}</Link>
          </h2>
          {income.recent.length === 0 ? <p>{t('anchorPage.noIncome')}</p> : null}
          <ul>
            {income.recent.map((row) => (
              <li key={row.id}>
                <span>{kickoffLabel(row.time)}</span>
                <b>+{formatBalance(row.amount, lang)}</b>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

/**
 * /user-center/anchor/{uid?} (docs/decisions.md "Anchor pages"): an anchor's public page (follow, their room), or
 * without an id the signed-in anchor's own, with their gift income.
 */
export function AnchorPage() {
  const { t } = useT('user-center');
  const uid = Number(useParams().uid);
  const anchorId = Number.isInteger(uid) && uid > 0 ? uid : undefined;
  const viewer = useSession((s) => s.user?.id ?? 0);
  const remote = useRemote(() => accountApi.anchorPage(anchorId), `anchor-${anchorId ?? 'self'}-${viewer}`);
  const follow = async (on: boolean) => {
    if (remote.state !== 'ready') return;
    const answer = await accountApi.followAnchor(remote.data.anchor.id, on);
    remote.replace({ ...remote.data, is_attent: answer.attent, anchor: { ...remote.data.anchor, fans_count: answer.fans_count } });
  };
  return (
    <Page data-page="anchor">
      <BackHeader title={t('anchor')} backLabel={t('back')} fallback="/user-center" />
      <RemoteView remote={remote}>{(page) => <AnchorView page={page} onFollow={follow} />}</RemoteView>
    </Page>
  );
}
