/** The drawing of each gift (64x64, white on the gift's colour); generated, never downloaded, like the shop pictures. */
const emblems: Record<number, string> = {
  // Like: a heart.
  1: '<path d="M32 50 14 32a10 10 0 0 1 18-12 10 10 0 0 1 18 12z" fill="#fff"/>',
  // Flower: five petals round a heart.
  2:
    '<g fill="#fff">' +
    [0, 72, 144, 216, 288].map((a) => `<circle cx="32" cy="20" r="8" transform="rotate(${a} 32 32)"/>`).join('') +
    '</g><circle cx="32" cy="32" r="6" fill="#ffd54a"/>',
  // Football: a ball with its centre patch.
  3: '<circle cx="32" cy="32" r="18" fill="#fff"/><path d="M32 24l7.6 5.5-2.9 9h-9.4l-2.9-9z" fill="#222"/>',
  // Cheer stick: a tilted glowing stick.
  4: '<rect x="27" y="10" width="10" height="44" rx="5" fill="#fff" transform="rotate(30 32 32)"/><circle cx="42" cy="16" r="5" fill="#ffd54a"/>',
  // Trophy: a cup on a stand.
  5: '<path d="M22 14h20v10a10 10 0 0 1-20 0zM29 33h6v9h-6zM22 44h20v6H22z" fill="#fff"/><path d="M22 17h-6a6 6 0 0 0 6 9M42 17h6a6 6 0 0 1-6 9" stroke="#fff" stroke-width="3" fill="none"/>',
  // Crown: three points on a band.
  6: '<path d="M14 44 12 20l12 10 8-14 8 14 12-10-2 24z" fill="#fff"/><rect x="14" y="46" width="36" height="5" fill="#fff"/>',
  // Rocket: a body, a window and fins.
  7: '<path d="M32 8c8 8 10 18 8 32H24c-2-14 0-24 8-32z" fill="#fff"/><circle cx="32" cy="24" r="4" fill="#3a7bd5"/><path d="M24 32l-8 12h8zM40 32l8 12h-8z" fill="#fff"/><path d="M27 42h10l-5 12z" fill="#ffb020"/>',
};

const colours: Record<number, [string, string]> = {
  1: ['#ff6b8b', '#e0245e'],
  2: ['#ff8ad8', '#c2185b'],
  3: ['#4cc26a', '#1b7f3b'],
  4: ['#ffb020', '#e66a00'],
  5: ['#ffd54a', '#c99400'],
  6: ['#b57bff', '#6a1bd1'],
  7: ['#5aa9ff', '#1f4fd1'],
};

/** The SVG icon of a gift of the catalogue (gift-catalogue.ts). */
export function giftSvg(id: number): string {
  const [from, to] = colours[id] ?? ['#999', '#555'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/>${emblems[id] ?? ''}</svg>`;
}
