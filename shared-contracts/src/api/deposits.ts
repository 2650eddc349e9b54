// Calls of this area (scaffold: filled in by the deposits work).
export const depositEndpoints = [] as const;
