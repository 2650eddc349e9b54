import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';
import { BADGE_CAP } from '@tessera/contract';

describe('Badge', () => {
  it.each([0, undefined, -3])('renders nothing for %p', (count) => {
    const { container } = render(<Badge count={count} data-testid="badge" />);
    expect(container.childNodes).toHaveLength(0);
  });

  it('shows the count up to the cap', () => {
    render(<Badge count={BADGE_CAP} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('99');
  });

  it('shows 99+ above the cap', () => {
    render(<Badge count={BADGE_CAP + 1} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
    render(<Badge count={12345} data-testid="big" />);
    expect(screen.getByTestId('big').textContent).toBe('99+');
  });

  it('gives screen readers the label instead of the bare number', () => {
    render(<Badge count={5} label="5 unread messages" data-testid="badge" />);
    expect(screen.getByText('5').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('5 unread messages').classList.contains('tk-visually-hidden')).toBe(true);
  });
});
