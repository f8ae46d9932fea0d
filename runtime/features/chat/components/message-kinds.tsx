import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import type { FacePayload, LocationPayload, Message } from '../../../im/index.ts';
import type { useLongPress } from '../hooks/use-long-press.ts';
import { coordinatesOf, kindKeyOf } from '../lib/message-kind.ts';

/** The long-press handlers a bubble of any kind takes, so each opens the same actions. */
export type PressHandlers = Omit<ReturnType<typeof useLongPress>, 'consumeClick'>;

const Sticker = styled.div`
  padding: 0.125rem;
  font-size: 4rem;
  line-height: 1;
  user-select: none;
  -webkit-touch-callout: none;
`;

/** A card of the room (a place, a merged list, a kind the room cannot show): the same light card on either side. */
export const Card = styled.div`
  display: flex;
  gap: 0.625rem;
  align-items: flex-start;
  box-sizing: border-box;
  width: 15rem;
  max-width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: 0.875rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
  user-select: none;
  -webkit-touch-callout: none;
  svg {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    fill: ${(p) => p.theme.accent};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
    min-width: 0;
  }
  strong {
    font-weight: 500;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

/**
 * A sticker (TIMFaceElem): the site's emoji at the face's index (commonConfig.emoji), drawn large and without a bubble
 * as a messenger draws stickers; a face from a set this site does not have is named, in a card.
 */
export function FaceSticker(props: { message: Message; press: PressHandlers }) {
  const { t } = useT('chat');
  const emoji = useAppStore((s) => s.commonConfig.emoji);
  const face = emoji[(props.message.payload as FacePayload).index];
  if (!face) return <KindCard message={props.message} press={props.press} />;
  return (
    <Sticker role="img" aria-label={`${t('faceMessage')} ${face}`} data-testid="chat-face" {...props.press}>
      {face}
    </Sticker>
  );
}

/** A map pin, drawn: the card shows where, not a map (no map tiles are reachable from every fan's network). */
const pinPath = 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z';

/** A place (TIMLocationElem): its name as the sender wrote it, and its coordinates to copy into a map app. */
export function LocationCard(props: { message: Message; press: PressHandlers }) {
  const { t } = useT('chat');
  const location = props.message.payload as LocationPayload;
  const description = location.description?.trim() || t('locationMessage');
  const coordinates = coordinatesOf(location);
  return (
    <Card data-testid="chat-location" aria-label={t('locationLabel', { description, coordinates })} {...props.press}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={pinPath} />
      </svg>
      <div>
        <strong data-testid="chat-location-description">{description}</strong>
        <small data-testid="chat-location-coordinates" style={{ userSelect: 'text' }}>
          {coordinates}
        </small>
      </div>
    </Card>
  );
}

/** A kind this room cannot show yet (audio, video, a file, a face of another set): named, and said so honestly. */
export function KindCard(props: { message: Message; press: PressHandlers }) {
  const { t } = useT('chat');
  return (
    <Card data-testid="chat-unsupported" data-kind={props.message.type} {...props.press}>
      <div>
        <strong>{t(kindKeyOf(props.message.type) ?? 'otherMessage')}</strong>
        <small>{t('unsupportedNote')}</small>
      </div>
    </Card>
  );
}
