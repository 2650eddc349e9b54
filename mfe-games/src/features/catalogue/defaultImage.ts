/**
 * The default game image (spec §4: a tile shows it when the icon fails to load). Inline, so it
 * never fails itself; neutral greys read on both themes.
 */
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#8a8f98" fill-opacity=".28"/>' +
      '<rect x="28" y="28" width="40" height="40" rx="8" fill="none" stroke="#8a8f98" stroke-width="4"/>' +
      '<circle cx="40" cy="40" r="4" fill="#8a8f98"/><circle cx="56" cy="56" r="4" fill="#8a8f98"/><circle cx="48" cy="48" r="4" fill="#8a8f98"/></svg>',
  );
