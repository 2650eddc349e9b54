// Calls of this area (scaffold: filled in by the walletMember work).
export const walletEndpoints = [] as const;
