import { deleteAffiliateLink } from '@tessera/contract/api';
import { initI18n } from '../i18n';
import { callApi } from './api';
import { fakeServer } from './transport.testing';

// The error catalogue is a chunk of its own, loaded at the first failed call (errorMessages.ts).
// When that chunk cannot load, the failure still reaches the caller with its code and a readable message.
jest.mock('./errorMessages', () => {
  throw new Error('Loading chunk errorMessages failed');
});

const server = fakeServer();
beforeAll(() => initI18n());

it("a failed call whose catalogue chunk cannot load keeps its code and reads 'Unknown error', never the code", async () => {
  server.mockResolvedValue({ status: 400, data: { success: false, code: 'INSUFFICIENT_BALANCE', message: '', value: null } });
  await expect(callApi(deleteAffiliateLink, { params: { code: 'ABCD' } })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Unknown error' });
});
