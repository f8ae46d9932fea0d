import { useT } from '../../../../core/i18n/i18n.ts';
import { PillButton } from '../../../../ui/pill-button.tsx';
import { SheetNote } from './manage-styles.ts';

/** What a manage sheet shows until its read has answered: a quiet line while it loads, a failure with a retry. */
export function SheetLoad(props: { remote: { state: 'loading' | 'ready' | 'error'; retry(): void } }) {
  const { t } = useT('live');
  const { remote } = props;
  if (remote.state === 'loading') return <SheetNote aria-busy="true">…</SheetNote>;
  if (remote.state === 'ready') return null;
  return (
    <SheetNote>
      {t('manage.loadFailed')}{' '}
      <PillButton type="button" onClick={remote.retry}>
        {t('manage.retry')}
      </PillButton>
    </SheetNote>
  );
}
