import type { ScreenEntry } from '../screens.ts';

const paths: Record<ScreenEntry['icon'] | 'menu', string> = {
  sites: 'M4 5h16v11H4zM9 20h6M12 16v4',
  content: 'M4 4h16v16H4zM4 15l5-5 4 4 3-3 4 4M15 8h.01',
  applications: 'M9 4h6v3H9zM6 5h3M15 5h3v16H6V5M9 12l2 2 4-4',
  feedback: 'M4 5h16v11H9l-5 4z',
  reports: 'M5 21V4h12l-2 4 2 4H5',
  comments: 'M4 4h16v12H13l-4 4v-4H4zM8 9h8M8 12h5',
  rooms: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  withdrawals: 'M3 7h18v11H3zM3 11h18M7 15h4',
  audit: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h4',
  operators: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M22 20c0-3-2-5-5-5',
  matches: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 11l-5-1M3 11l5-1M9.5 14.5 7 19M14.5 14.5 17 19',
  money: 'M12 3v18M16 7c0-1.7-1.8-3-4-3s-4 1.3-4 3 1.8 2.6 4 3 4 1.3 4 3-1.8 3-4 3-4-1.3-4-3',
  fans: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
};

/** A line icon of the navigation. */
export function NavIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
