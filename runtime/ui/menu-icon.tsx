/** A 24x24 outline icon that fills in when its menu entry is active. */
export function MenuIcon(props: { active: boolean; path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fillRule="evenodd"
      fill={props.active ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={props.path} />
    </svg>
  );
}
