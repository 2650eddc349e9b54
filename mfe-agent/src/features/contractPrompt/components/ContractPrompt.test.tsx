import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { Dialog, useDialogTurn } from '@tessera/ui-kit';
import { useState } from 'react';
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

/** A marketing popup (home's "Welcome back") due at the same time. */
function WelcomePopup() {
  const [due, setDue] = useState(true);
  const myTurn = useDialogTurn('home.loginPopup', 'marketing', due);
  return (
    <Dialog open={myTurn} title="Welcome back" onClose={() => setDue(false)} closeLabel="Close" data-testid="login-popup">
      <p>Offer</p>
    </Dialog>
  );
}

test('the prompt takes the turn from a marketing popup due at the same time, which comes back after it; one dialog at a time', async () => {
  window.sessionStorage.clear();
  renderWithPlatform(
    <>
      <WelcomePopup />
      <ContractPrompt />
    </>,
    { session: session(1), resources, api: { contractRequests: { dailysalreqtype: 'Daily salary B', divtypecompperiodreq: '', contracthoursalreq: '' } } },
  );
  const prompt = await screen.findByTestId('contract-prompt');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
  const popup = await screen.findByTestId('login-popup');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
