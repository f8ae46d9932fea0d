import { useNavigate } from 'react-router-dom';
import { SubHeader } from './sub-header.tsx';

/**
 * The header of a screen reached from another: its title and a back control that returns to the previous page, or to
 * `fallback` when the screen was opened directly (a shared link, a reload).
 */
export function BackHeader(props: { title: string; backLabel: string; fallback: string }) {
  const navigate = useNavigate();
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(props.fallback, { replace: true }));
  return <SubHeader title={props.title} backLabel={props.backLabel} onBack={back} heading />;
}
