// The few glyphs ui-kit draws itself, as 24×24 stroked paths; callers pass their own icons elsewhere.
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  success: 'M7 12.5l3.2 3.2L17 9M12 3a9 9 0 100 18 9 9 0 000-18z',
  fail: 'M9 9l6 6M15 9l-6 6M12 3a9 9 0 100 18 9 9 0 000-18z',
  offline: 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.9a10 10 0 015-2.7M19 12.9a10 10 0 00-2.3-1.6M2 9a15 15 0 014.4-2.6M11 5a15 15 0 0111 4M12 20h.01',
  empty: 'M4 13l2.5-7h11l2.5 7M4 13v6h16v-6M4 13h5l1 2h4l1-2h5',
} as const;

export type TIconName = keyof typeof PATHS;

export function Icon({ name }: { name: TIconName }) {
  return (
    <svg className="tk-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
