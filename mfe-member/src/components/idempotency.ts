/** One Idempotency-Key per user action (docs/decisions/money.md): made when the player confirms, reused by a retry of that action. */
export function newActionKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
