// Calls of this area (scaffold: filled in by the play work).
export const playEndpoints = [] as const;
