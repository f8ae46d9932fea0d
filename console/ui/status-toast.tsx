import styled from '@emotion/styled';
import { color, radius, shadow } from './tokens.ts';

/** What a change did: saved, failed, or under way. */
export type ToastTone = 'saved' | 'failed' | 'saving';

/**
 * A change's outcome at the bottom of the window, where the operator's eyes are not (a row far down a list): the
 * screens that save in place (sites, content) say it here.
 */
export const StatusToast = styled.p<{ tone: ToastTone }>`
  position: fixed;
  z-index: 50;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  max-width: calc(100vw - 32px);
  margin: 0;
  padding: 10px 16px;
  border-radius: ${radius.small};
  font-size: 14px;
  font-weight: 600;
  box-shadow: ${shadow.raised};
  ${({ tone }) =>
    ({
      saved: `background:${color.successSoft};color:${color.success};`,
      failed: `background:${color.dangerSoft};color:${color.danger};`,
      saving: `background:${color.sunken};color:${color.muted};`,
    })[tone]}
`;
