import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { afterNextPaint } from '../../../../core/time/after-paint.ts';
import { BarIconButton } from '../room-chat/bar-icon-button.ts';
import { SheetBackdrop } from '../sheet-backdrop.ts';
import { colors } from '../../../../core/theme/theme.ts';

/**
 * The sheet is code the room does not need until a fan opens it: it loads on the first open, not with the page, and
 * only once the tap has painted (the dimmed page), so fetching and compiling it is not part of the tap's frame.
 */
const GiftSheet = lazy(() => afterNextPaint().then(() => import('./gift-sheet.tsx')));

/** A gift box, white. */
// eslint-disable-next-line sideline/no-hard-coded-colour -- an image's own colour: a data URI cannot read CSS variables; white on colors.live
const giftIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#fff"><path d="M3 10h18v4H3zM4.5 14h15v7h-15zM11 10h2v11h-2zM12 9.5C10 6 6.5 5 6.5 7.25S10 9.5 12 9.5zm0 0c2-3.5 5.5-4.5 5.5-2.25S14 9.5 12 9.5z"/></svg>')}`;

/**
 * The gift button of the room's send bar; a guest gets the login prompt instead of the panel (spec 000 §6). On the
 * first open the page dims at once, in the tap's frame, and the sheet rises on it when its code has come.
 */
export function GiftEntry(props: { liveId: number }) {
  const { t } = useT('live');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <BarIconButton
        type="button"
        icon={giftIcon}
        tint={`linear-gradient(135deg, ${colors.gift}, ${colors.live})`}
        aria-label={t('gift.open')}
        data-testid="gift-open"
        onClick={() => requireLogin() && setOpen(true)}
      />
      {open ? (
        <Suspense fallback={createPortal(<SheetBackdrop data-testid="gift-loading" aria-busy="true" onClick={close} />, document.body)}>
          <GiftSheet liveId={props.liveId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
