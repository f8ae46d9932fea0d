import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { SubHeader } from '../../../ui/sub-header.tsx';

/** The header of a database screen below /database: its title and a back control. */
export function DatabaseHeader(props: { title: string }) {
  const { t } = useT('database');
  const navigate = useNavigate();
  // Opened directly (a shared link, a reload), there is no page to go back to: go to the database home instead.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/database', { replace: true }));
  return <SubHeader title={props.title} backLabel={t('back')} onBack={back} heading />;
}
