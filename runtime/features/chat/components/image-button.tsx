import styled from '@emotion/styled';
import { useRef, type ChangeEvent } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { translate, useT } from '../../../core/i18n/i18n.ts';
import { imageUploadRules, isUploadableImage } from '../../../core/upload/image-rules.ts';
import { resizeImage } from '../../../core/upload/image-upload.ts';
import type { ChatSdk, ConversationType } from '../../../im/index.ts';
import { imageSendProgress, startImageSend } from '../lib/image-sends.ts';

const Button = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  svg {
    display: block;
    margin: auto;
  }
  &:disabled {
    opacity: 0.5;
  }
`;

/** The size of the picture as it will be sent (the resize keeps GIFs as they are). */
async function edgesOf(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const edges = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return edges;
}

/**
 * The picture button beside the chat input: the fan picks a picture, it is resized to 1200x1200 at quality 0.8 like
 * every upload of the product (GIFs keep their animation), and sent as an image message; the bubble shows it at once
 * with the upload's progress, and a resend button if it fails. The same in a one-to-one room (`to` the peer) and in a
 * group's (`to` the group, GROUP).
 */
export function ImageButton(props: { sdk: ChatSdk; to: string; conversationType: ConversationType; disabled: boolean }) {
  const { t } = useT('chat');
  const input = useRef<HTMLInputElement>(null);
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!isUploadableImage(chosen.type)) return showToast(translate('imageOnly'));
    let file: File;
    let edges: { width: number; height: number };
    try {
      const resized = chosen.type === 'image/gif' ? chosen : await resizeImage(chosen);
      file = new File(
        [resized],
        `image.${imageUploadRules.extensions[resized.type as keyof typeof imageUploadRules.extensions] ?? 'jpg'}`,
        { type: resized.type },
      );
      edges = await edgesOf(file);
    } catch {
      return showToast(translate('imageOnly'));
    }
    let random = 0;
    const message = props.sdk.createImageMessage({
      to: props.to,
      conversationType: props.conversationType,
      payload: { file },
      onProgress: (progress) => imageSendProgress(random, progress),
    });
    random = message.random;
    startImageSend(random, { preview: URL.createObjectURL(file), ...edges });
    // A failed upload or send stays in the list with its resend button, and says "upload failed" (spec 001 §8).
    props.sdk.sendMessage(message).catch(() => showToast(translate('uploadFailed')));
  };
  return (
    <>
      <Button
        type="button"
        aria-label={t('sendImage')}
        data-testid="chat-image-button"
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2.5" />
          <circle cx="8.5" cy="9.5" r="1.8" />
          <path d="M21 16l-5.5-5.5L6 20" />
        </svg>
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp,image/gif"
        data-testid="chat-image-input"
        onChange={(event) => void picked(event)}
      />
    </>
  );
}
