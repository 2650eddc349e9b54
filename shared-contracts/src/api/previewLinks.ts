// The names a preview or a development override travels under (docs/decisions/remote-overrides.md):
// plain constants, apart from ./previews and its schemas, because the shell reads them on every first
// visit and importing ./previews would bring the schema library with it (issue 31).

/** The query parameter of a preview link: the grant's token, or PREVIEW_EXIT to leave the preview. */
export const PREVIEW_QUERY = 'tessera-preview';
/** The value of PREVIEW_QUERY that ends this device's preview (the badge's "exit preview"). */
export const PREVIEW_EXIT = 'exit';
/** The cookie that keeps a device's grant between pages (HttpOnly: the page never reads the token). */
export const PREVIEW_COOKIE = 'tessera_preview';
/** A caller outside a page (a test, a tool) may present the grant on the registry call with this header. */
export const PREVIEW_HEADER = 'x-tessera-preview';
/** Development builds only: `?tessera-override=<remote>@<url or version>` (a production shell ignores it). */
export const DEV_OVERRIDE_QUERY = 'tessera-override';
/** localStorage: a development shell's overrides ({ remote: url or version }), kept across navigations. */
export const DEV_OVERRIDES_STORAGE_KEY = 'tessera.overrides';
