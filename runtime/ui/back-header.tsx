import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SubHeader } from './sub-header.tsx';

/**
 * The header of a screen reached from another: its title (text, or a link such as a chat peer's name) and a back
 * control that returns to the previous page, or to `fallback` when the screen was opened directly (a shared link, a
 * reload); `actions` are icon links on the right.
 */
export function BackHeader(props: { title: ReactNode; backLabel: string; fallback: string; actions?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(props.fallback, { replace: true }));
  return <SubHeader title={props.title} backLabel={props.backLabel} onBack={back} actions={props.actions} heading />;
}
