// The responsible-gambling clock. In production it is the server's clock. With TEST_CLOCK=1 (the
// e2e server only; docs/decisions/responsible-gambling.md) an operator call may move ONE member's
// clock forward, so a journey can see a pending raise apply after 24 hours or a session limit run
// out without moving the time of every other journey that shares the server.

const offsets = new Map<number, number>();
let enabled = false;

/** Turns the test clock on (app.ts, when the config says TEST_CLOCK=1). */
export function enableTestClock(on: boolean): void {
  enabled = on;
  if (!on) offsets.clear();
}

export const testClockEnabled = (): boolean => enabled;

/** Moves a member's clock `ms` further forward (test clock only). Returns the member's time now. */
export function advanceMemberClock(memberId: number, ms: number): Date {
  if (!enabled) throw new Error('the test clock is off');
  offsets.set(memberId, (offsets.get(memberId) ?? 0) + ms);
  return memberNow(memberId);
}

/** The time for this member's limits: the server's, plus the test clock's offset when it is on. */
export function memberNow(memberId: number, base: Date = new Date()): Date {
  const offset = enabled ? (offsets.get(memberId) ?? 0) : 0;
  return offset ? new Date(base.getTime() + offset) : base;
}
