import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is the empty-state of the contract, with the text, a decorative icon and one action', () => {
    render(<EmptyState text="No data" action={<button type="button">Refresh</button>} />);
    const root = screen.getByTestId('empty-state');
    expect(root.textContent).toContain('No data');
    expect(root.querySelector('.tk-empty__icon')!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('takes another test id and no icon', () => {
    render(<EmptyState text="No games" icon={null} data-testid="third-party-empty" />);
    const root = screen.getByTestId('third-party-empty');
    expect(root.querySelector('.tk-empty__icon')).toBeNull();
  });
});
