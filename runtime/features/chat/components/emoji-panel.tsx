import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';

const Panel = styled.div`
  flex: none;
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  gap: 0.25rem;
  max-height: 12.5rem;
  padding: 0.5rem 0.5rem calc(0.5rem + env(safe-area-inset-bottom));
  overflow-y: auto;
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  overscroll-behavior: contain;
  button {
    height: 2.5rem;
    padding: 0;
    border: 0;
    border-radius: 0.375rem;
    background: none;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  button:active {
    background: ${(p) => p.theme.color.background};
  }
`;

/**
 * The emoji of the site's common config (commonConfig.emoji, spec 000 §3), below the input as WeChat's panel is: a tap
 * puts one at the caret, and the panel stays open for the next.
 */
export function EmojiPanel(props: { emoji: readonly string[]; onPick(emoji: string): void }) {
  const { t } = useT('chat');
  return (
    <Panel role="group" aria-label={t('emoji')} data-testid="emoji-panel">
      {props.emoji.map((emoji) => (
        <button key={emoji} type="button" data-testid="emoji" aria-label={emoji} onClick={() => props.onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </Panel>
  );
}

const Toggle = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  svg {
    display: block;
    margin: auto;
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.accent};
  }
`;

/** The smiley beside the field that opens and closes the panel (drawn: it must show on a phone without emoji fonts). */
export function EmojiToggle(props: { open: boolean; onToggle(): void }) {
  const { t } = useT('chat');
  return (
    <Toggle type="button" aria-label={t('emoji')} aria-pressed={props.open} data-testid="emoji-toggle" onClick={props.onToggle}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M8 14.5c1 1.3 2.3 2 4 2s3-.7 4-2" />
        <circle cx="9" cy="10" r="0.6" fill="currentColor" />
        <circle cx="15" cy="10" r="0.6" fill="currentColor" />
      </svg>
    </Toggle>
  );
}
