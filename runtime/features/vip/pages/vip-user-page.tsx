import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { PrimaryLink } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { getVipUser } from '../api/vip-calls.ts';
import { GoldCard, LoadError, RemoteView } from '../components/vip-parts.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Who = styled(GoldCard)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  img {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    background: ${colors.surface};
  }
`;

const Open = styled(PrimaryLink)`
  display: block;
  margin: 1rem 0.75rem;
  text-align: center;
`;

/** /vip-user/{uid}: anyone's VIP as others may see it (badge, level, until when), and the way to one's own. */
export default function VipUserPage() {
  const { t } = useT('vip');
  const uid = Number(useParams().uid);
  const valid = Number.isInteger(uid) && uid > 0;
  const user = useRemote(() => (valid ? getVipUser(uid) : Promise.reject(new Error('bad uid'))), String(uid));
  return (
    <Page data-page="vip-user">
      <BackHeader title={t('user')} backLabel={t('back')} fallback="/vip-plans" />
      {!valid ? (
        <LoadError notFound />
      ) : (
        <RemoteView remote={user} rows={2}>
          {(data) => (
            <>
              <Who data-testid="vip-user" data-vip={data.isVIP}>
                <img src={data.avatar || tenant.avatars.default || ''} alt="" />
                <div>
                  <strong>{data.nick_name}</strong>
                  <span>{data.isVIP ? t('isVip', { level: data.vip_level, date: serverDay(data.vip_date) }) : t('isNotVip')}</span>
                </div>
              </Who>
              <Open to="/vip-plans">{t('openVip')}</Open>
            </>
          )}
        </RemoteView>
      )}
    </Page>
  );
}
