// Home's own glyphs (24×24 stroked paths, decorative): ui-kit does not export its icon set.
const PATHS = {
  speaker: 'M4 9v6h4l5 4V5L8 9H4zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12',
  download: 'M12 4v11M7 10l5 5 5-5M5 19h14',
  fire: 'M12 3c1 3 4 4.5 4 8.5a4 4 0 01-8 0c0-1.6.7-2.6 1.5-3.5.3 1.5 1 2.2 2 2.5-.5-2.5.5-5 .5-7.5zM7 14a5 5 0 0010 0',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1v-4zM20 14h-3v5h2a1 1 0 001-1v-4zM17 19c0 1-1.5 2-5 2',
  withdraw: 'M3 7h18v10H3zM12 9.5v5M9.5 12h5M7 7V5h10v2',
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h3M17 4l-3 3M17 4l3 3M17 4v0',
  cashback:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM14.5 9.5A2.5 2 0 0012 8c-1.5 0-2.5.8-2.5 2s1 1.6 2.5 2 2.5.8 2.5 2-1 2-2.5 2a2.5 2 0 01-2.5-1.5M12 6.5v1.5M12 16v1.5',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 20h8M9 20l1-3h4l1 3',
  chat: 'M4 5h16v11H9l-5 4V5zM8 9.5h8M8 12.5h5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  bell: 'M6 17V11a6 6 0 0112 0v6l1.5 2h-15L6 17zM10 21h4',
  send: 'M21 3L3 10.5l7 2.5 2.5 7L21 3zM10 13l4.5-4.5',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a5.5 5.5 0 013.5 5.5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  android: 'M6 10h12v8a1 1 0 01-1 1H7a1 1 0 01-1-1v-8zM6 10a6 6 0 0112 0M9 6L7.5 4M15 6l1.5-2M9.5 13.5h.01M14.5 13.5h.01',
  apple:
    'M15 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5zM18 16c-.8 2-2 4-3.5 4-1.2 0-1.6-.7-2.9-.7S9.7 20 8.5 20C6.5 20 4 16 4 12.5 4 9.8 5.8 8 7.8 8c1.3 0 2.2.8 3 .8S13 8 14.3 8c1.4 0 2.7.7 3.5 2-1.6.9-2.3 2.2-2.3 3.5 0 1.4.9 2.200 2.5 2.5z',
  homeScreen: 'M7 3h10v18H7zM10 18h4M12 8v6M9 11h6',
  chevron: 'M9 6l6 6-6 6',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-3.2 4.2M6.6 6.6A17 17 0 002 12s3.5 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9a1 1 0 100-.01',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
} as const;

export type THomeIconName = keyof typeof PATHS;

/** A decorative glyph; the control that holds it carries the accessible name. */
export function HomeIcon({ name, size = 24, className }: { name: THomeIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `home-icon ${className}` : 'home-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
