import '@emotion/react';
import type { SidelineTheme } from './theme.ts';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface Theme extends SidelineTheme {}
}
