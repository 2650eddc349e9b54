// The few glyphs ui-kit draws itself, as 24×24 stroked paths; callers pass their own icons elsewhere.
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  success: 'M7 12.5l3.2 3.2L17 9M12 3a9 9 0 100 18 9 9 0 000-18z',
  fail: 'M9 9l6 6M15 9l-6 6M12 3a9 9 0 100 18 9 9 0 000-18z',
  offline: 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.9a10 10 0 015-2.7M19 12.9a10 10 0 00-2.3-1.6M2 9a15 15 0 014.4-2.6M11 5a15 15 0 0111 4M12 20h.01',
  empty: 'M4 13l2.5-7h11l2.5 7M4 13v6h16v-6M4 13h5l1 2h4l1-2h5',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-3.2 4.2M6.6 6.6A17 17 0 002 12s3.5 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  /** Points to the inline end; `.tk-icon--flip` mirrors it under dir="rtl". */
  chevron: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v5h-5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 8.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
} as const;

export type TIconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: TIconName; className?: string }) {
  return (
    <svg className={className ? `tk-icon ${className}` : 'tk-icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
