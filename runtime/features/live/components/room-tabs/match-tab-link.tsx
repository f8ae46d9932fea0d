import { useT } from '../../../../core/i18n/i18n.ts';
import type { TabName } from '../../../../core/tabs.ts';
import { MessagePanel, PrimaryLink } from '../../../../ui/message-panel.tsx';

/**
 * A match tab (status, analysis, lineup, index, rank). Its content belongs to the match detail screen of the score
 * feature, which features may not import: the tab links there.
 */
export function MatchTabLink(props: { tab: TabName; matchId: number }) {
  const { t } = useT('live');
  return (
    <MessagePanel
      testId="match-tab"
      title={t(`tab.${props.tab}`)}
      text={t('matchTab.hint')}
      action={<PrimaryLink to={`/score/detail/${props.matchId}`}>{t('matchTab.open')}</PrimaryLink>}
    />
  );
}
