// Calls of this area (scaffold: filled in by the player work).
export const playerEndpoints = [] as const;
