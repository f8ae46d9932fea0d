import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { SubHeader as Header } from '../../../ui/sub-header.tsx';

/** The page header of a live screen below the menu pages: its title and a back control. */
export function SubHeader(props: { children: ReactNode }) {
  const { t } = useT('live');
  const navigate = useNavigate();
  // Opened directly (a shared link), there is no page to go back to: go to the live list instead.
  const back = () => (history.length > 1 ? navigate(-1) : navigate('/live'));
  return <Header title={props.children} backLabel={t('back')} onBack={back} />;
}
