// Category glyphs of the games screens' menus and tabs: 24-px stroke icons in currentColor, decorative
// (the label beside them names the category). ui-kit candidate if another remote needs them.

const PATHS_BY_CATEGORY: Record<string, string> = {
  FAV: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  HOT: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.2 1.8 1 2.8 2 3 0-3 .5-5.5 1-8.5z',
  PGSLOT: 'M4 6h16v12H4zM9 6v12M15 6v12',
  PPSLOT: 'M4 6h16v12H4zM9 6v12M15 6v12M20 9h1.5v4',
  RNG: 'M5 5h14v14H5zM9 9h.01M15 15h.01M12 12h.01',
  LIVE: 'M4 7h16v11H4zM9 3l3 4 3-4M10 11v4l3-2z',
  FISH: 'M3 12c3-5 9-6 13-2l4-3v10l-4-3c-4 4-10 3-13-2zM8 11h.01',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3.5 2.5-1.3 4h-4.4l-1.3-4z',
  ESPORTS: 'M6 9h12a3 3 0 0 1 3 3v1a3 3 0 0 1-5.5 1.7L14 13h-4l-1.5 1.7A3 3 0 0 1 3 13v-1a3 3 0 0 1 3-3zM8 11v2M7 12h2M16 12h.01',
  PVP: 'M6 4h8l4 4v12H6zM10 10l2-2 2 2-2 2zM10 16h4',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6v6H9z',
  ELOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  LIVESTREAM: 'M4 7h12v10H4zM16 10l4-2v8l-4-2',
  PROMO: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-4 0M12 7c2-4 6-3 4 0',
  ALL: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS_BY_CATEGORY[category] ?? PATHS_BY_CATEGORY.ALL} />
    </svg>
  );
}
