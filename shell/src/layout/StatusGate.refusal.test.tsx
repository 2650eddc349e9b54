import { act, render, screen } from '@testing-library/react';
import { createDeposit } from '@tessera/contract/api';
import { sampleStatus } from '@tessera/platform-sdk/testing';

const fetchStatus = jest.fn();
jest.mock('../boot/bootData', () => ({ fetchStatus: () => fetchStatus() }));

import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { callApi } from '../platform/api';
import { fakeServer } from '../platform/transport.testing';
import { usePlatformStore } from '../stores/platform';
import { StatusGate } from './StatusGate';

// Issue 27: an already open tab meets the gate on its next action. Whatever call answers
// MAINTENANCE or REGION_RESTRICTED (the API's gated calls), the gate replaces the app.

const server = fakeServer();
const APP = <p data-testid="app">the app</p>;
const refusal = (status: number, code: string, value: unknown) => ({ status, data: { success: false, code, message: '', value } });
const deposit = () => callApi(createDeposit, { body: { channelId: 1, amount: '100.00' } });

beforeAll(() => initI18n());
beforeEach(() => {
  server.mockReset();
  fetchStatus.mockReset();
  // The server's own status is read again after the refusal; here it never answers, so the refusal alone shows the gate.
  fetchStatus.mockImplementation(() => new Promise(() => undefined));
  usePlatformStore.setState({ status: sampleStatus() });
});

it('a call answering MAINTENANCE shows the maintenance gate at once, and the status is read again', async () => {
  render(<StatusGate>{APP}</StatusGate>);
  expect(screen.getByTestId('app')).toBeTruthy();
  server.mockResolvedValue(refusal(503, 'MAINTENANCE', { merchant: 'demo', status: 1 }));
  await act(async () => {
    await expect(deposit()).rejects.toMatchObject({ code: 'MAINTENANCE' });
  });
  const gate = screen.getByTestId('status-gate');
  expect(gate.getAttribute('data-status')).toBe('1');
  expect(screen.getByRole('heading').textContent).toBe(en.status.maintenanceTitle);
  expect(screen.queryByTestId('app')).toBeNull();
  expect(fetchStatus).toHaveBeenCalledTimes(1);
});

it('REGION_RESTRICTED shows the restriction gate with the address the server decided on', async () => {
  render(<StatusGate>{APP}</StatusGate>);
  server.mockResolvedValue(refusal(403, 'REGION_RESTRICTED', { merchant: 'demo', status: 2, ip: '198.51.100.20' }));
  await act(async () => {
    await expect(deposit()).rejects.toMatchObject({ code: 'REGION_RESTRICTED' });
  });
  expect(screen.getByTestId('status-gate').getAttribute('data-status')).toBe('2');
  expect(screen.getByTestId('status-gate').textContent).toContain('198.51.100.20');
});

it('the fresh status wins: a gate that has already ended goes away', async () => {
  let answer: (v: unknown) => void = () => undefined;
  fetchStatus.mockImplementation(() => new Promise((r) => (answer = r)));
  render(<StatusGate>{APP}</StatusGate>);
  server.mockResolvedValue(refusal(503, 'MAINTENANCE', { merchant: 'demo', status: 1 }));
  await act(async () => {
    await deposit().catch(() => undefined);
  });
  expect(screen.getByTestId('status-gate')).toBeTruthy();
  await act(async () => answer(sampleStatus()));
  expect(screen.getByTestId('app')).toBeTruthy();
});

it('other refusals (a restart, a validation error) leave the app alone', async () => {
  render(<StatusGate>{APP}</StatusGate>);
  server.mockResolvedValue(refusal(503, 'SERVER_RESTARTING', { reason: 'The server is restarting' }));
  await act(async () => {
    await deposit().catch(() => undefined);
  });
  server.mockResolvedValue(refusal(400, 'VALIDATION_FAILED', { issues: [] }));
  await act(async () => {
    await deposit().catch(() => undefined);
  });
  expect(screen.getByTestId('app')).toBeTruthy();
  expect(fetchStatus).not.toHaveBeenCalled();
});
