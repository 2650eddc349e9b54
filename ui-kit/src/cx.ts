/** Joins class names, skipping falsy parts. Internal: not part of the public surface. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
