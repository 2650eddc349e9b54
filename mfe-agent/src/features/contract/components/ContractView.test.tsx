import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import SalaryContractPage from '../../../pages/SalaryContractPage';
import { locales } from '../../../locales';

const terms = (label: string) => ({
  label,
  period: 'day',
  tiers: [
    { minTurnover: '1000.00', value: '10.00' },
    { minTurnover: '5000.00', value: '60.00' },
  ],
});

test('shows the offer and the contract in force, and accepting answers the pending request once confirmed', async () => {
  const respond = jest.fn(() => ({ requestId: 9, status: 'accepted', current: null }));
  const { platform } = renderWithPlatform(<SalaryContractPage />, {
    role: 'agent',
    resources: { agent: locales.EN ?? {} },
    api: {
      contractTerms: {
        kind: 'dailySalary',
        pending: { requestId: 9, terms: terms('Daily salary B'), offeredAt: '2026-11-20T00:00:00Z' },
        current: { contractId: 3, terms: terms('Daily salary A'), acceptedAt: '2026-10-01T00:00:00Z' },
      },
      salaryHistory: {
        list: [{ period: '2026-11-22', turnover: '6000.00', teamProfit: '-10.00', tier: null, amount: '60.00', settledAt: '2026-11-23T00:00:00Z' }],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      },
      respondContract: respond,
    },
  });
  const offer = await screen.findByTestId('contract-offer');
  expect(offer.textContent).toContain('Daily salary B');
  expect(offer.textContent).toContain('¥5,000.00');
  expect(screen.getByTestId('contract-current').textContent).toContain('Daily salary A');
  expect(await screen.findByText('2026-11-22')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(respond).toHaveBeenCalledWith({ params: { kind: 'dailySalary' }, body: { requestId: 9, decision: 'accept' } }, undefined));
  expect(platform.calls.dialogs.length).toBe(1);
});
