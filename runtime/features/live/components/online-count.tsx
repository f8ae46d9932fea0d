import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';

/** A room's audience: 万 units in Chinese (spec 000 §9's display rule), digit groups in Portuguese. */
export function OnlineCount(props: { count: number; className?: string }) {
  const { t } = useT('live');
  const lang = useAppStore((s) => s.lang);
  return (
    <span className={props.className} data-testid="online-count">
      {t('online', { count: formatBalance(props.count, lang) })}
    </span>
  );
}
