import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { locales } from '../../../locales';
import { ContractPrompt } from './ContractPrompt';

const resources = { agent: locales.EN ?? {} };
const session = (type: number) => ({ token: 'tok-1', merchantCode: 'demo', userName: 'agent1', type, firstTimeLogin: false });

test('one dialog per pending request, in turn; Go opens the matching screen, Cancel moves on', async () => {
  const { platform } = renderWithPlatform(<ContractPrompt />, {
    session: session(1),
    resources,
    api: { contractRequests: { dailysalreqtype: 'Daily salary B', divtypecompperiodreq: 'Monthly dividend', contracthoursalreq: '' } },
  });
  const first = await screen.findByRole('dialog');
  expect(first.getAttribute('data-testid')).toBe('contract-prompt');
  expect(first.getAttribute('data-kind')).toBe('daily');
  expect(first.textContent).toContain('Daily salary B');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const second = await screen.findByRole('dialog');
  expect(second.getAttribute('data-kind')).toBe('dividend');
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(platform.calls.navigate).toEqual(['/m/member/agent/getDevidendContract']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test.each([4, 40, 41, 42])('type %i never asks the API and never sees the prompt', async (type) => {
  const contractRequests = jest.fn(() => ({ dailysalreqtype: 'X', divtypecompperiodreq: 'Y', contracthoursalreq: 'Z' }));
  renderWithPlatform(<ContractPrompt />, { session: session(type), resources, api: { contractRequests } });
  await new Promise((r) => setTimeout(r, 20));
  expect(contractRequests).not.toHaveBeenCalled();
  expect(screen.queryByTestId('contract-prompt')).toBeNull();
});

test('visitors see nothing; a member without requests sees nothing', async () => {
  const contractRequests = jest.fn(() => ({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' }));
  const { unmount } = renderWithPlatform(<ContractPrompt />, { resources, api: { contractRequests } });
  expect(contractRequests).not.toHaveBeenCalled();
  unmount();
  renderWithPlatform(<ContractPrompt />, { session: session(0), resources, api: { contractRequests } });
  await waitFor(() => expect(contractRequests).toHaveBeenCalledTimes(1));
  expect(screen.queryByTestId('contract-prompt')).toBeNull();
});
