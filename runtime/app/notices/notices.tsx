import { addMessages } from '../../core/i18n/i18n.ts';
import { useTypingBusy } from '../../core/overlay/use-overlay.ts';
import { noticesMessages } from './messages.ts';
import { NewBenefitModal } from './new-benefit-modal.tsx';
import { PopAd } from './pop-ad.tsx';
import { RaceStartPopup } from './race-start-popup.tsx';

// Without overwrite: a tenant's locale overrides (added at start) keep winning.
for (const locale of ['cn', 'pt-br'] as const) addMessages(locale, 'notices', noticesMessages[locale]);

/**
 * What spec 000 §2 renders on every page besides the fixed menu: the match-start popup and the new-benefit modal,
 * and the landing pages' pop-up ad (commonConfig home_pop_ad). The shell loads this module after the first paint
 * (app-shell.tsx), so none of it, nor the chat SDK, is in the initial bundle.
 */
export default function Notices(props: { onLandingPage: boolean }) {
  // A composer with focus or a form being filled holds the pop-ups the fan did not ask for (core/overlay). Here rather
  // than in the shell: those pop-ups are all in this chunk, and the entry stays smaller.
  useTypingBusy();
  return (
    <>
      <RaceStartPopup />
      <PopAd onLandingPage={props.onLandingPage} />
      <NewBenefitModal />
    </>
  );
}
