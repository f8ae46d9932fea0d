import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Benefit } from '../../../schema/generated/api.ts';
import { languageTag, useT } from '../../core/i18n/i18n.ts';
import { useOverlayTurn } from '../../core/overlay/use-overlay.ts';
import { isAccountPath } from '../../core/session/session-rules.ts';
import { useSession } from '../../core/session/use-session.ts';
import type { Locale } from '../../../schema/generated/resolved-manifest.ts';
import { PillButton } from '../../ui/pill-button.tsx';
import { validityDate } from '../../core/rules/benefit-rules.ts';
import { BenefitIcon } from '../../ui/benefit-icon.tsx';
import { benefitsApi } from './notices-api.ts';
import { colors } from '../../core/theme/theme.ts';
import { ModalFocus } from '../../ui/modal-focus.ts';

const Backdrop = styled.div`
  position: fixed;
  /* Over pages and the match-start popup (900), under the confirm dialogs (1100) such as the login prompt. */
  z-index: 1050;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.scrimLight};
`;

const Box = styled.div`
  width: min(19rem, 86vw);
  max-height: 80vh;
  overflow: auto;
  padding: 1.25rem 1.125rem 1rem;
  border-radius: 0.875rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  > p {
    margin: 0.375rem 0 0.875rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    line-height: 1.5;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
    text-align: left;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.625rem;
  }
  li div {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
    min-width: 0;
  }
  li small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Buttons = styled.div`
  button:first-of-type:focus-visible {
    outline: 2px solid ${(p) => p.theme.accent};
    outline-offset: 2px;
  }
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.375rem;
  button:last-of-type {
    height: 2.25rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
`;

/**
 * The new-benefit modal of spec 000 §2, always rendered: for a signed-in fan (at start and after a login, never for a
 * guest nor on the account screens) the benefits not yet seen, with a way to them and a close. Either marks them seen,
 * so a reload does not bring the modal back.
 */
export function NewBenefitModal() {
  const { t, i18n } = useT('notices');
  const token = useSession((s) => s.user?.token ?? null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [benefits, setBenefits] = useState<Benefit[]>([]);
  const asked = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const onAccountPage = isAccountPath(pathname);

  useEffect(() => {
    if (!token || onAccountPage || asked.current === token) return undefined;
    asked.current = token;
    // Asked once per session; an answer that comes after a logout or another login is dropped.
    benefitsApi.unseen().then(
      (list) => useSession.getState().user?.token === token && setBenefits(list),
      () => undefined,
    );
    return undefined;
  }, [token, onAccountPage]);

  // In the overlay queue (docs/runtime-rules.md "One overlay at a time"): it waits while a chat room or a form is open.
  const turn = useOverlayTurn('benefit', Boolean(token) && benefits.length > 0);
  if (!token || benefits.length === 0 || !turn) return null;
  const dismiss = (then?: () => void) => {
    void benefitsApi.markSeen(benefits.map((b) => b.id)).catch(() => undefined);
    setBenefits([]);
    then?.();
  };
  const tag = languageTag[i18n.language as Locale] ?? languageTag.cn;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && dismiss()}>
      <Box role="dialog" aria-modal="true" aria-labelledby="sl-benefits-title" data-testid="benefit-modal" ref={box} tabIndex={-1}>
        <ModalFocus target={box} onEscape={dismiss} />
        <h2 id="sl-benefits-title">{t('benefitsTitle')}</h2>
        <p>{t('benefitsHint')}</p>
        <ul>
          {benefits.map((benefit) => (
            <li key={benefit.id} data-testid="benefit-item">
              <BenefitIcon type={benefit.type} />
              <div>
                <strong>
                  {benefit.name || t(`benefit.${benefit.type}`)}
                  {benefit.days
                    ? ` · ${t('days', { count: benefit.days })}`
                    : benefit.amount
                      ? ` ${t('amount', { count: benefit.amount })}`
                      : ''}
                </strong>
                <small>{t('validUntil', { date: validityDate(benefit.expires_at, tag) })}</small>
              </div>
            </li>
          ))}
        </ul>
        <Buttons>
          <PillButton type="button" autoFocus onClick={() => dismiss(() => navigate('/user-center/benefits'))} data-testid="benefit-view">
            {t('viewBenefits')}
          </PillButton>
          <button type="button" onClick={() => dismiss()} data-testid="benefit-close">
            {t('close')}
          </button>
        </Buttons>
      </Box>
    </Backdrop>
  );
}
