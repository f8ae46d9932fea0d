import type { Match, ModelDetail } from '../../../../schema/generated/api.ts';
import { useLocation, useParams } from 'react-router-dom';
import { HttpError } from '../../../core/http/http-errors.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getModelDetail } from '../api/get-model-detail.ts';
import { modelCall } from '../api/model-call.ts';
import { AnalysisView } from '../components/analysis/analysis-view.tsx';
import { MatchLine } from '../components/match-line.tsx';
import { ModelHeader } from '../components/model-header.tsx';
import { Paywall } from '../components/paywall.tsx';
import { useLiveTeaser } from '../hooks/use-live-models.ts';
import { Card, LoadError, RemoteView } from '../components/remote-states.tsx';
import { kindOf } from '../lib/model-kinds.ts';
import { modelStatusOf } from '../lib/model-status.ts';

/** The analysis, or the paywall when the server says the fan lacks the model (status 4): a state, not an error. */
type Answer = { detail: ModelDetail } | { locked: true };

/**
 * /data/model/detail/{kind}/{id} and the webview /mobile/model/detail/{kind}/{id} (no app header there). The server
 * sends the analysis only to an entitled fan: a guest sees the match and the login prompt (the detail call is not
 * made: it would open the login dialog at once), a fan without the model the paywall.
 */
export default function ModelDetailPage() {
  const { t } = useT('data-model');
  const params = useParams();
  const webview = useLocation().pathname.startsWith('/mobile/');
  const kind = kindOf(params.kind);
  const id = Number(params.id);
  const token = useSession((s) => s.user?.token ?? '');
  const loadMatch = () => modelCall<Match>('/api/football/getMatchInfo', { matchid: id });
  const match = useRemote(loadMatch, String(id));
  const loadAnswer = (): Promise<Answer> =>
    token && kind
      ? getModelDetail(kind, id).then(
          (detail) => ({ detail }),
          (error: unknown) => {
            if (error instanceof HttpError && error.status === 4) return { locked: true as const };
            throw error;
          },
        )
      : Promise.resolve({ locked: true as const });
  const answer = useRemote<Answer>(loadAnswer, `${kind}|${id}|${token}`);
  // Asked again in place, the page keeping what it shows: a failed answer changes nothing.
  useLiveTeaser(match.state === 'ready' ? match.data : undefined, {
    show: match.replace,
    reload: () =>
      loadMatch().then(
        (fresh) => {
          match.replace(fresh);
          return fresh;
        },
        () => undefined,
      ),
    finished: () => void loadAnswer().then(answer.replace, () => undefined),
  });
  return (
    <Page data-page="model-detail">
      {webview ? null : <ModelHeader title={kind ? t(`kind.${kind}`) : t('detail')} />}
      {!kind || !Number.isInteger(id) ? (
        <LoadError notFound />
      ) : (
        <RemoteView remote={match}>
          {(teaser) => (
            <>
              <Card data-testid="model-teaser">
                <MatchLine match={teaser} modelStatus={modelStatusOf(teaser)} />
              </Card>
              {!token ? (
                <MessagePanel
                  testId="model-login"
                  title={t('loginTitle')}
                  text={t('loginText')}
                  action={
                    <PillButton type="button" onClick={() => requireLogin()}>
                      {t('login')}
                    </PillButton>
                  }
                />
              ) : (
                <RemoteView remote={answer}>
                  {(data) => ('detail' in data ? <AnalysisView detail={data.detail} /> : <Paywall kind={kind} />)}
                </RemoteView>
              )}
            </>
          )}
        </RemoteView>
      )}
    </Page>
  );
}
