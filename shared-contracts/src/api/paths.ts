/**
 * Paths of the calls the shell makes before any descriptor module is loaded. Kept apart from the
 * descriptors (and their schemas) so the shell's first bundle carries only these strings.
 */
export const getApi = {
  status: '/api/v1/status',
  registry: '/api/v1/registry',
  telemetry: '/api/v1/telemetry',
} as const;
