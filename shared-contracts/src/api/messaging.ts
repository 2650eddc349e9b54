// Calls of this area (scaffold: filled in by the messaging work).
export const messagingEndpoints = [] as const;
