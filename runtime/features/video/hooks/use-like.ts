import { useEffect, useState } from 'react';
import { requireLogin } from '../../../core/session/session.ts';
import { likeVideo } from '../api/like-video.ts';

/**
 * A video's like mark and count, and the toggle: a guest gets the login prompt (spec 000 §6) and nothing is sent; a
 * fan's tap is sent and the server's answer shown (no optimistic flip: the count is the server's).
 */
export function useLike(video: { id: number; liked: number; likes: number }) {
  const [state, setState] = useState({ liked: video.liked === 1, likes: video.likes, busy: false });
  useEffect(() => setState({ liked: video.liked === 1, likes: video.likes, busy: false }), [video.id, video.liked, video.likes]);
  const toggle = () => {
    if (state.busy || !requireLogin()) return;
    setState((s) => ({ ...s, busy: true }));
    likeVideo(video.id, !state.liked).then(
      (answer) => setState({ liked: answer.liked === 1, likes: answer.likes, busy: false }),
      // The client has shown the failure (toast or login prompt); the mark stays as it was.
      () => setState((s) => ({ ...s, busy: false })),
    );
  };
  return { ...state, toggle };
}
