import styled from '@emotion/styled';
import { colors } from '../../../core/theme/theme.ts';

/** Colours of the letter avatars, picked by the user's id so a fan keeps theirs everywhere. */
const tints = [colors.swatch1, colors.swatch2, colors.swatch3, colors.swatch4, colors.swatch5, colors.swatch6, colors.swatch7];

const Round = styled.span<{ edge: number; tint: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: ${(p) => p.edge}rem;
  height: ${(p) => p.edge}rem;
  border-radius: 0.375rem;
  background: ${(p) => p.tint};
  color: ${colors.onSwatch};
  font-size: ${(p) => p.edge * 0.45}rem;
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const tintOf = (id: string) => tints[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % tints.length];
/** Pictures from the app's own paths or the web; anything else (data:, javascript:) is not a picture we show. */
const isPicture = (src: string) => /^(https?:\/\/|\/[^/])/.test(src);

/** A user's picture, or the first character of their name on their colour when they have none (WeChat's rounded square). */
export function Avatar(props: { id: string; name: string; src?: string; size?: number }) {
  const size = props.size ?? 2.75;
  return (
    <Round edge={size} tint={tintOf(props.id)} aria-hidden="true" data-testid="chat-avatar">
      {props.src && isPicture(props.src) ? (
        <img src={props.src} alt="" loading="lazy" />
      ) : (
        [...(props.name.trim() || props.id)][0]?.toUpperCase()
      )}
    </Round>
  );
}
