/**
 * The console's palette: brand-neutral (it serves every brand), slate greys with one indigo accent. Every text
 * colour is at least 4.5:1 on the surface it sits on (WCAG AA); the pairs are named where they are used.
 */
export const color = {
  page: '#f4f6fa',
  surface: '#ffffff',
  sunken: '#eef1f6',
  border: '#dde2ea',
  borderStrong: '#c3cad6',
  text: '#1b2230',
  /** 7.0:1 on white. */
  muted: '#4d5868',
  /** 4.7:1 on white: placeholders and fine print only. */
  subtle: '#6b7585',
  accent: '#3b4fd8',
  accentHover: '#2f41bd',
  accentSoft: '#e9ecfd',
  onAccent: '#ffffff',
  nav: '#151b2a',
  navText: '#c9d0dd',
  navActive: '#ffffff',
  navActiveBg: '#2a3350',
  success: '#16794a',
  successSoft: '#e5f5ec',
  danger: '#b4232c',
  dangerSoft: '#fcebec',
  warning: '#8a5a00',
  warningSoft: '#fff4dc',
  /** The light surface of a control drawn on a colour (a switch's knob, a QR code's ground, a phone's screen). */
  white: '#ffffff',
  /** The page behind an open menu on a phone. */
  scrim: 'rgba(15, 20, 32, 0.45)',
  /** A navigation item under the pointer, on the dark navigation. */
  navHover: 'rgba(255, 255, 255, 0.06)',
  /** The outline of a colour swatch, so white shows on white. */
  swatchEdge: 'rgba(20, 28, 45, 0.2)',
} as const;

export const font = {
  body: '14px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", Roboto, sans-serif',
  mono: '12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};

export const radius = { small: '6px', medium: '10px' };

export const shadow = {
  card: '0 1px 2px rgba(20, 28, 45, 0.06), 0 1px 1px rgba(20, 28, 45, 0.04)',
  /** Menus, notices and the preview's phone: above the page. */
  raised: '0 8px 24px rgba(20, 28, 45, 0.16)',
  knob: '0 1px 2px rgba(0, 0, 0, 0.25)',
};

/** Below this width the side navigation folds into a menu button. */
export const narrow = '@media (max-width: 860px)';
