import styled from '@emotion/styled';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import type { ImagePayload, Message } from '../../../im/index.ts';
import type { useLongPress } from '../hooks/use-long-press.ts';
import { useImageSend } from '../lib/image-sends.ts';
import { colors } from '../../../core/theme/theme.ts';

/** The largest box a picture takes in the list, in CSS pixels: about half a phone's width. */
const maxBox = { width: 168, height: 224 };
const minEdge = 56;

/** The box of a picture with these edges: its shape kept, so nothing below moves when it loads. */
export function boxOf(width: number, height: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: maxBox.width, height: maxBox.width };
  const scale = Math.min(maxBox.width / width, maxBox.height / height);
  return { width: Math.max(minEdge, Math.round(width * scale)), height: Math.max(minEdge, Math.round(height * scale)) };
}

const Frame = styled.button`
  position: relative;
  flex: none;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  cursor: zoom-in;
  -webkit-touch-callout: none;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Progress = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.scrimLight};
  color: ${colors.onMedia};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Viewer = styled.button`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: ${colors.media};
  cursor: zoom-out;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/**
 * An image message in the chat room: a box of the picture's shape (from the large size hint, or the room's own preview
 * while it is sent), the upload's progress over it while it goes up, and a tap that shows it full screen (a tap closes).
 */
export function ImageBubble(props: {
  message: Message;
  press: Omit<ReturnType<typeof useLongPress>, 'consumeClick'>;
  consumeClick(): boolean;
}) {
  const { t } = useT('chat');
  const { message } = props;
  const send = useImageSend(message.random);
  const [open, setOpen] = useState(false);
  const infos = (message.payload as ImagePayload).imageInfoArray ?? [];
  const large = infos.find((info) => info.sizeType === 2) ?? infos[0];
  const source = infos[0]?.url || send?.preview || '';
  const box = boxOf(large?.width ?? send?.width ?? 0, large?.height ?? send?.height ?? 0);
  const uploading = message.status === 'unsend' && send;
  return (
    <>
      <Frame
        type="button"
        data-testid="chat-image"
        aria-label={t('viewImage')}
        style={{ width: box.width, height: box.height }}
        {...props.press}
        onClick={() => {
          if (!props.consumeClick() && source) setOpen(true);
        }}
      >
        {source ? <img src={source} alt="" loading="lazy" decoding="async" draggable={false} /> : null}
        {uploading ? <Progress data-testid="chat-image-progress">{Math.round(send.progress * 100)}%</Progress> : null}
      </Frame>
      {open
        ? createPortal(
            <Viewer type="button" data-testid="chat-image-viewer" aria-label={t('closeImage')} onClick={() => setOpen(false)}>
              <img src={source} alt="" />
            </Viewer>,
            document.body,
          )
        : null}
    </>
  );
}
