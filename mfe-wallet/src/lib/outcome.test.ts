import { ApiError, CLIENT_ERROR_CODES } from '@tessera/contract';
import { isUnknownOutcome, refusalMessage } from './outcome';

test("a refusal of the API is known and keeps its words; no answer, a bad answer, the API's failure or a non-API error are unknown", () => {
  const refusal = new ApiError('DEPOSIT_NOT_PENDING', 'The deposit order has already been settled');
  expect(isUnknownOutcome(refusal)).toBe(false);
  expect(refusalMessage(refusal)).toBe('The deposit order has already been settled');
  for (const code of [CLIENT_ERROR_CODES.network, CLIENT_ERROR_CODES.invalidResponse, 'INTERNAL', 'REQUEST_TIMEOUT']) {
    expect(isUnknownOutcome(new ApiError(code, 'x'))).toBe(true);
    expect(refusalMessage(new ApiError(code, 'x'))).toBeNull();
  }
  expect(isUnknownOutcome(new Error('boom'))).toBe(true);
  expect(refusalMessage('boom')).toBeNull();
});
