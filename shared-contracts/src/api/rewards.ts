// Calls of this area (scaffold: filled in by the rewards work).
export const rewardEndpoints = [] as const;
