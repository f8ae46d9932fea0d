import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { SubHeader } from '../../../ui/sub-header.tsx';

/** The header of a video screen: its title and a back control (to the video categories when opened directly). */
export function VideoHeader(props: { children: ReactNode; back?: boolean }) {
  const { t } = useT('video');
  const navigate = useNavigate();
  const back = () => (history.length > 1 ? navigate(-1) : navigate('/rec-category'));
  return <SubHeader title={props.children} backLabel={t('back')} onBack={props.back === false ? undefined : back} heading />;
}
