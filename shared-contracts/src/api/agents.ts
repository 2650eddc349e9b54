// Calls of this area (scaffold: filled in by the agents work).
export const agentEndpoints = [] as const;
