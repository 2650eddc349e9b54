// Calls of this area (scaffold: filled in by the whitelabel work).
export const whitelabelEndpoints = [] as const;
