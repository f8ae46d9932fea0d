import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { colors } from '../../../core/theme/theme.ts';

const Note = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.375rem 0.75rem 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  line-height: 1.4;
  > span {
    flex: 1;
    min-width: 0;
  }
  > span[data-conflict='true'] {
    color: ${colors.danger};
  }
  button {
    flex: none;
    padding: 0 0.25rem;
    border: 0;
    background: none;
    color: ${(p) => p.theme.accent};
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * Over the field while an own text is being edited: that it is, or that it was edited elsewhere first (the bubble
 * shows that text; saving again replaces it), and 取消, which puts back what the fan was writing.
 */
export function EditNote(props: { conflict: boolean; onCancel(): void }) {
  const { t } = useT('chat');
  return (
    <Note role="status" data-testid="chat-editing">
      <span data-conflict={props.conflict ? 'true' : undefined} data-testid={props.conflict ? 'chat-edit-conflict' : undefined}>
        {props.conflict ? t('editConflict') : t('editing')}
      </span>
      <button type="button" data-testid="chat-edit-cancel" onClick={props.onCancel}>
        {t('cancel')}
      </button>
    </Note>
  );
}

/** Over the field in a group under slow mode, for the members it holds: how often they may send. */
export function SlowModeNote(props: { seconds: number }) {
  const { t } = useT('chat');
  return (
    <Note data-testid="group-slow-mode">
      <span>{t('slowModeNote', { interval: t(`slowMode.${props.seconds}`) })}</span>
    </Note>
  );
}
