import { useT } from '../../../core/i18n/i18n.ts';
import { BackHeader } from '../../../ui/back-header.tsx';

/** The header of a data-model screen: its title and a back control (to /data when there is no page to go back to). */
export function ModelHeader(props: { title: string }) {
  const { t } = useT('data-model');
  return <BackHeader title={props.title} backLabel={t('back')} fallback="/data" />;
}
