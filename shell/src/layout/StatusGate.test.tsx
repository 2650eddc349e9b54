import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sampleStatus } from '@tessera/platform-sdk/testing';

const fetchStatus = jest.fn();
jest.mock('../boot/bootData', () => ({ fetchStatus: () => fetchStatus() }));

import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { usePlatformStore } from '../stores/platform';
import { StatusGate } from './StatusGate';

const APP = <p data-testid="app">the app</p>;

beforeAll(() => initI18n());
beforeEach(() => {
  fetchStatus.mockReset();
  usePlatformStore.setState({ status: null });
});

describe('StatusGate (spec §2, §4)', () => {
  it('status 0 (or no status yet) renders the app', () => {
    const { rerender } = render(<StatusGate>{APP}</StatusGate>);
    expect(screen.getByTestId('app')).toBeTruthy();
    act(() => usePlatformStore.setState({ status: sampleStatus() }));
    rerender(<StatusGate>{APP}</StatusGate>);
    expect(screen.getByTestId('app')).toBeTruthy();
    expect(screen.queryByTestId('status-gate')).toBeNull();
  });

  it('status 1 replaces the app with the maintenance page, with the IP', () => {
    usePlatformStore.setState({ status: sampleStatus({ status: 1, maintenance: true, location: { ip: '203.0.113.9' } }) });
    render(<StatusGate>{APP}</StatusGate>);
    const gate = screen.getByTestId('status-gate');
    expect(gate.getAttribute('data-status')).toBe('1');
    expect(screen.getByRole('heading').textContent).toBe(en.status.maintenanceTitle);
    expect(gate.textContent).toContain(en.status.maintenance);
    expect(gate.textContent).toContain('203.0.113.9');
    expect(screen.queryByTestId('app')).toBeNull();
  });

  it('status 2 shows the region-restriction page', () => {
    usePlatformStore.setState({ status: sampleStatus({ status: 2, regionRestriction: true }) });
    render(<StatusGate>{APP}</StatusGate>);
    expect(screen.getByTestId('status-gate').getAttribute('data-status')).toBe('2');
    expect(screen.getByRole('heading').textContent).toBe(en.status.restrictedTitle);
  });

  it('"Try again" re-reads the status: busy while checking, the app comes back when it is 0', async () => {
    usePlatformStore.setState({ status: sampleStatus({ status: 1, maintenance: true }) });
    let answer: (v: unknown) => void = () => {};
    fetchStatus.mockImplementation(() => new Promise((r) => (answer = r)));
    render(<StatusGate>{APP}</StatusGate>);
    const retry = screen.getByRole('button', { name: en.status.retry });
    fireEvent.click(retry);
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect((retry as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(sampleStatus()));
    await waitFor(() => expect(screen.getByTestId('app')).toBeTruthy());
  });

  it('a failed re-check keeps the gate and lets the user try again', async () => {
    usePlatformStore.setState({ status: sampleStatus({ status: 2, regionRestriction: true }) });
    fetchStatus.mockRejectedValue(new Error('offline'));
    render(<StatusGate>{APP}</StatusGate>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.status.retry })));
    await waitFor(() => expect((screen.getByRole('button', { name: en.status.retry }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('status-gate')).toBeTruthy();
  });
});
