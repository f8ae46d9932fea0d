import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { SubHeader } from '../../../ui/sub-header.tsx';

/** The header of a data-model screen: its title and a back control (to /data when there is no page to go back to). */
export function ModelHeader(props: { title: string }) {
  const { t } = useT('data-model');
  const navigate = useNavigate();
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/data', { replace: true }));
  return <SubHeader title={props.title} backLabel={t('back')} onBack={back} heading />;
}
