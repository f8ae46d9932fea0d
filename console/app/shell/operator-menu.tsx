import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setApiLanguage } from '../../api/api.ts';
import { changeLanguage, consoleLanguages, currentLanguage, useT, type ConsoleLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { color, narrow, radius, shadow } from '../../ui/tokens.ts';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px 4px 4px;
  border: 1px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  cursor: pointer;
`;

const Avatar = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 700;
  text-transform: uppercase;
`;

const Email = styled.span`
  max-width: 200px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${narrow} {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 40;
  min-width: 240px;
  padding: 8px;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.medium};
  box-shadow: ${shadow.raised};
`;

const Who = styled.div`
  padding: 8px 10px 10px;
  border-bottom: 1px solid ${color.border};
  margin-bottom: 6px;
  overflow-wrap: anywhere;
  & small {
    display: block;
    color: ${color.muted};
  }
`;

const Action = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  padding: 8px 10px;
  border: none;
  border-radius: 6px;
  background: none;
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
  &[aria-pressed='true'] {
    font-weight: 700;
    color: ${color.accent};
  }
`;

const languageNames: Record<ConsoleLanguage, string> = { zh: '中文', 'pt-BR': 'Português (Brasil)' };

/** Who is signed in, their role, the console's language and sign-out. */
export function OperatorMenu() {
  const { t } = useT();
  const { operator, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  if (!operator) return null;
  const pick = (language: ConsoleLanguage) => {
    changeLanguage(language);
    setApiLanguage(language);
    setOpen(false);
  };
  return (
    <Wrap ref={wrap}>
      <Trigger type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={t('menu.open')}>
        <Avatar aria-hidden="true">{operator.email.slice(0, 1)}</Avatar>
        <Email>{operator.email}</Email>
      </Trigger>
      {open && (
        <Panel role="menu">
          <Who>
            {operator.email}
            <small>
              {t(`roles.${operator.role}`)} · {operator.sites ? operator.sites.join(', ') : t('operators.allSites')}
            </small>
          </Who>
          {consoleLanguages.map((language) => (
            <Action key={language} role="menuitemradio" aria-pressed={currentLanguage() === language} onClick={() => pick(language)}>
              {languageNames[language]}
            </Action>
          ))}
          {!operator.totpEnrolled && (
            <Action role="menuitem" onClick={() => navigate('/enrol')}>
              {t('menu.enrol')}
            </Action>
          )}
          <Action role="menuitem" onClick={() => void signOut()}>
            {t('menu.signOut')}
          </Action>
        </Panel>
      )}
    </Wrap>
  );
}
