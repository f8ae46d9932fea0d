import { useT } from '../../../core/i18n/i18n.ts';
import { BackHeader } from '../../../ui/back-header.tsx';

/** The header of a database screen below /database: its title and a back control (to /database when opened directly). */
export function DatabaseHeader(props: { title: string }) {
  const { t } = useT('database');
  return <BackHeader title={props.title} backLabel={t('back')} fallback="/database" />;
}
