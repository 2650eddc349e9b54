// The member center's line icons (24 px grid, currentColor): decorative, hidden from assistive tech.
const PATHS_BY_NAME = {
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c1.5-3 5-3 5-1s-3 1-5 1',
  cash: 'M3 6h18v12H3zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M6 9v.01M18 15v.01',
  dice: 'M4 4h16v16H4zM8.5 8.5v.01M15.5 15.5v.01M12 12v.01M15.5 8.5v.01M8.5 15.5v.01',
  list: 'M8 6h12M8 12h12M8 18h12M4 6v.01M4 12v.01M4 18v.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  kpi: 'M4 19h16M6 16l4-5 4 3 5-7',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.6-4.8-4-5.6',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v4M8 20h8',
  deposit: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  withdraw: 'M12 20V8M7 13l5-5 5 5M4 4h16',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  question: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14M12 18v.01',
  id: 'M3 5h18v14H3zM8 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4M14 10h4M14 14h4',
} as const;

export type TIconName = keyof typeof PATHS_BY_NAME;

export function Icon({ name, size = 24, className }: { name: TIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS_BY_NAME[name]} />
    </svg>
  );
}
