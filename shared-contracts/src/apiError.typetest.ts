// Type tests (checked by `npm run typecheck`, run by nothing else): an ApiError narrowed by its
// call carries only the codes that call may answer, so a misspelled or foreign code does not
// compile. Each @ts-expect-error fails the type check the day the typing lets the line through.
import { withdraw } from './api/wallet';
import { isApiError, isApiErrorOf } from './apiError';

export function handleWithdrawFailure(e: unknown): string {
  if (!isApiErrorOf(e, withdraw)) return 'other';
  if (e.code === 'INSUFFICIENT_BALANCE') return 'declared';
  if (e.code === 'SESSION_EXPIRED' || e.code === 'NETWORK') return 'common';
  // @ts-expect-error a misspelled code is not a code withdraw answers
  if (e.code === 'INSUFICIENT_BALANCE') return 'misspelled';
  // @ts-expect-error USERNAME_TAKEN is a catalogue code, but not one withdraw declares
  if (e.code === 'USERNAME_TAKEN') return 'foreign';
  return 'rest';
}

export function anyCall(e: unknown): boolean {
  // Without a descriptor the code is still a catalogue code: a misspelling fails here too.
  if (!isApiError(e)) return false;
  // @ts-expect-error not in the error catalogue
  return e.code === 'PAYMENT_PASWORD_INCORRECT';
}
