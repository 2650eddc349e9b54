// Head icons a member can choose: generated SVG avatars (no image files to ship or to host).
const PALETTE = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#8e6c8a', '#2d936c', '#c2185b'];

export const HEAD_ICON_DEFAULT = '1';

function avatarSvg(background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/><circle cx="32" cy="25" r="11" fill="#fff" opacity="0.92"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" opacity="0.92"/></svg>`;
}

export const HEAD_ICONS: readonly { id: string; url: string }[] = PALETTE.map((color, i) => ({
  id: String(i + 1),
  url: `data:image/svg+xml;base64,${Buffer.from(avatarSvg(color), 'utf8').toString('base64')}`,
}));

export const isHeadIcon = (id: string): boolean => HEAD_ICONS.some((i) => i.id === id);
