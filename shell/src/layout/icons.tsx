// Inline 24px icons (no icon library: every byte here is in the first load).
const paths = {
  back: 'M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  gift: 'M20 7h-2.2A3 3 0 0 0 12 4.3 3 3 0 0 0 6.2 7H4v5h1v8h14v-8h1zM9 5a1.5 1.5 0 0 1 1.5 2H9a1 1 0 0 1 0-2zm6 0a1 1 0 0 1 0 2h-1.5A1.5 1.5 0 0 1 15 5zM11 18H7v-6h4zm0-8H6V9h5zm6 8h-4v-6h4zm1-8h-5V9h5z',
  share: 'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z',
  trophy:
    'M19 4h-2V3H7v1H5a2 2 0 0 0-2 2v1a4 4 0 0 0 4 4h.3A5 5 0 0 0 11 13.9V17H8v2h8v-2h-3v-3.1a5 5 0 0 0 3.7-2.9h.3a4 4 0 0 0 4-4V6a2 2 0 0 0-2-2zM5 7V6h2v3a2 2 0 0 1-2-2zm14 0a2 2 0 0 1-2 2V6h2z',
  user: 'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-3.3 0-8 1.7-8 5v2h16v-2c0-3.3-4.7-5-8-5z',
  refresh: 'M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z',
  wallet: 'M21 7H5a1 1 0 0 1 0-2h14V3H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h16zm-3 8a1.5 1.5 0 1 1 1.5-1.5A1.5 1.5 0 0 1 18 15z',
  close: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  alert: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  download: 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM5 18h14v2H5z',
} as const;

export type TIconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: TIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
