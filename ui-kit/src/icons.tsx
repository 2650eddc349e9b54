// The one icon set of Tessera (the shell, every remote and ui-kit itself): 24×24 paths stroked in
// currentColor (tokens.css `.tk-icon`), one drawing per meaning. It ships on first load: add a glyph
// only when a screen needs it, and reuse a meaning's name rather than drawing it again.
const PATHS = {
  // Status and controls
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  success: 'M7 12.5l3.2 3.2L17 9M12 3a9 9 0 100 18 9 9 0 000-18z',
  fail: 'M9 9l6 6M15 9l-6 6M12 3a9 9 0 100 18 9 9 0 000-18z',
  alert: 'M12 3L2 20h20zM12 9.5v5M12 17.5v.5',
  offline: 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.9a10 10 0 015-2.7M19 12.9a10 10 0 00-2.3-1.6M2 9a15 15 0 014.4-2.6M11 5a15 15 0 0111 4M12 20h.01',
  empty: 'M4 13l2.5-7h11l2.5 7M4 13v6h16v-6M4 13h5l1 2h4l1-2h5',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-3.2 4.2M6.6 6.6A17 17 0 002 12s3.5 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  /** Points to the inline end; `.tk-icon--flip` mirrors it under dir="rtl". */
  chevron: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  back: 'M15 6l-6 6 6 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v5h-5',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 8.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  share: 'M18 2a3 3 0 100 6 3 3 0 000-6zM6 9a3 3 0 100 6 3 3 0 000-6zM18 16a3 3 0 100 6 3 3 0 000-6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  download: 'M12 4v11M7 10l5 5 5-5M5 19h14',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  question: 'M9 9a3 3 0 114 2.8c-.6.3-1 .9-1 1.6V14M12 18v.01',
  // Places and people
  home: 'M3 11l9-8 9 8M5 9v11h5v-6h4v6h5V9',
  homeScreen: 'M7 3h10v18H7zM10 18h4M12 8v6M9 11h6',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 21a8 8 0 0116 0',
  users: 'M9 5a3 3 0 100 6 3 3 0 000-6zM3 20a6 6 0 0112 0M16 5a3 3 0 010 6M21 20a6 6 0 00-4-5.6',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  bell: 'M6 17v-6a6 6 0 0112 0v6l1.5 2h-15zM10 21h4',
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  send: 'M21 3L3 10.5l7 2.5 2.5 7zM10 13l4.5-4.5',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1-1.5 2-5 2',
  speaker: 'M4 9v6h4l5 4V5L8 9zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  android: 'M6 10h12v8a1 1 0 01-1 1H7a1 1 0 01-1-1zM6 10a6 6 0 0112 0M9 6L7.5 4M15 6l1.5-2M9.5 13.5h.01M14.5 13.5h.01',
  apple:
    'M15 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5zM18 16c-.8 2-2 4-3.5 4-1.2 0-1.6-.7-2.9-.7S9.7 20 8.5 20C6.5 20 4 16 4 12.5 4 9.8 5.8 8 7.8 8c1.3 0 2.2.8 3 .8S13 8 14.3 8c1.4 0 2.7.7 3.5 2-1.6.9-2.3 2.2-2.3 3.5 0 1.4.9 2.2 2.5 2.5z',
  // Money and play
  wallet: 'M19 8V4H5a2 2 0 000 4h16v12H5a2 2 0 01-2-2V6M16 14h.01',
  deposit: 'M3 10h18v10H3zM12 3v9M8.5 8.5L12 12l3.5-3.5',
  withdraw: 'M3 10h18v10H3zM12 13V3M8.5 6.5L12 3l3.5 3.5',
  cashback: 'M3 6h18v12H3zM12 9a3 3 0 100 6 3 3 0 000-6zM6 9v.01M18 15v.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c1.5-3 5-3 5-1s-3 1-5 1',
  trophy: 'M7 4h10v5A5 5 0 017 9zM7 6H4v2a3 3 0 003 3M17 6h3v2a3 3 0 01-3 3M12 14v4M8 20h8',
  fire: 'M12 3c1 3 4 4.5 4 8.5a4 4 0 01-8 0c0-1.6.7-2.6 1.5-3.5.3 1.5 1 2.2 2 2.5-.5-2.5.5-5 .5-7.5zM7 14a5 5 0 0010 0',
  dice: 'M4 4h16v16H4zM8.5 8.5v.01M15.5 15.5v.01M12 12v.01M15.5 8.5v.01M8.5 15.5v.01',
  list: 'M8 6h12M8 12h12M8 18h12M4 6v.01M4 12v.01M4 18v.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  chart: 'M4 4v16h16M8 16v-5M12 16V8M16 16v-3',
  kpi: 'M4 19h16M6 16l4-5 4 3 5-7',
} as const;

export type TIconName = keyof typeof PATHS;

export interface IconProps {
  name: TIconName;
  /** Size in px; without it the icon is 1.25em, following the text beside it. */
  size?: number;
  className?: string;
}

/** A decorative glyph, hidden from assistive tech: the control or text beside it carries the name. */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg className={className ? `tk-icon ${className}` : 'tk-icon'} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
