/**
 * The Tessera mark (four squares, the last in the text colour): drawn once for the header, the
 * download bar and the account screens. Decorative: the name beside it (or the link's label) says it.
 */
export function AppLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <path d="M14 14h16v16H14zM34 14h16v16H34zM14 34h16v16H14z" fill="currentColor" />
      <path d="M34 34h16v16H34z" fill="var(--tk-text)" />
    </svg>
  );
}
