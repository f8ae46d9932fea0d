import { useT } from '../../../../core/i18n/i18n.ts';
import { BarIconButton } from './bar-icon-button.ts';
import { colors } from '../../../../core/theme/theme.ts';

/** A shield with a check, white: the room's management. */
// eslint-disable-next-line sideline/no-hard-coded-colour -- an image's own colour: a data URI cannot read CSS variables; white on colors.info
const shieldIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"><path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z"/><path d="M9 12l2 2 4-4"/></svg>')}`;

/** The send bar's button that opens the room's manage sheet; shown to the room's anchor and managers only. */
export function ManageButton(props: { onClick(): void }) {
  const { t } = useT('live');
  return (
    <BarIconButton
      type="button"
      icon={shieldIcon}
      tint={colors.info}
      aria-label={t('manage.open')}
      title={t('manage.open')}
      data-testid="manage-open"
      onClick={props.onClick}
    />
  );
}
