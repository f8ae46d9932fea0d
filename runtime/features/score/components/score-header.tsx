import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { HeaderIcon, SubHeader } from '../../../ui/sub-header.tsx';

// The score header's icons are drawn a little finer than the other sub-pages'.
const stroke = 1.9;

/** The header of the score pages: the title, a back control on the pages below /score, and actions on the right. */
export function ScoreHeader(props: { title: string; back?: boolean; actions?: ReactNode }) {
  const { t } = useT('score');
  const navigate = useNavigate();
  // Opened directly (a shared link, a reload), there is no page to go back to: go to the schedule instead.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/score', { replace: true }));
  return (
    <SubHeader
      title={props.title}
      backLabel={t('page.back')}
      onBack={props.back ? back : undefined}
      actions={props.actions}
      titleRoom="6.5rem"
      iconStroke={stroke}
    />
  );
}

/** The schedule's ways to the fan's followed matches and to the match search. */
export function ScoreLinks() {
  const { t } = useT('score');
  return (
    <>
      <Link to="/score/collected" aria-label={t('collected')} data-testid="to-collected">
        <HeaderIcon strokeWidth={stroke} d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </Link>
      <Link to="/score/search" aria-label={t('search')} data-testid="to-search">
        <HeaderIcon strokeWidth={stroke} d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" />
      </Link>
    </>
  );
}
