import { render, screen } from '@testing-library/react';
import { Amount, AMOUNT_MASK } from './Amount';

const el = () => screen.getByTestId('amount');

describe('Amount', () => {
  it('shows the formatted value in tabular figures, plain when positive', () => {
    render(<Amount value="R$1.000,00" data-testid="amount" />);
    expect(el().textContent).toBe('R$1.000,00');
    expect(el().className).toBe('tk-amount tk-amount--md');
  });

  it('negative: the sign and the danger colour; the sign goes before a separate currency symbol', () => {
    render(<Amount value="-5.00" currency="R$" data-testid="amount" />);
    expect(el().textContent).toBe('-R$5.00');
    expect(el().classList.contains('tk-amount--negative')).toBe(true);
  });

  it('a signed movement: "+" and the positive colour, but not for zero', () => {
    const { rerender } = render(<Amount value="12.50" signed data-testid="amount" />);
    expect(el().textContent).toBe('+12.50');
    expect(el().classList.contains('tk-amount--positive')).toBe(true);
    rerender(<Amount value="0.00" signed data-testid="amount" />);
    expect(el().textContent).toBe('0.00');
    expect(el().classList.contains('tk-amount--positive')).toBe(false);
    rerender(<Amount value="-3.00" signed data-testid="amount" />);
    expect(el().textContent).toBe('-3.00');
    expect(el().classList.contains('tk-amount--negative')).toBe(true);
  });

  it('masked: stars, no colour giving the sign away, and the label for screen readers', () => {
    render(<Amount value="-5.00" currency="R$" masked maskLabel="Balance hidden" data-testid="amount" />);
    expect(el().textContent).toBe(`R$${AMOUNT_MASK}Balance hidden`);
    expect(el().textContent).not.toContain('5');
    expect(el().classList.contains('tk-amount--negative')).toBe(false);
    expect(screen.getByText(AMOUNT_MASK).getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Balance hidden').className).toBe('tk-visually-hidden');
  });

  it('refreshing: keeps the old value in place, marked busy', () => {
    const { rerender } = render(<Amount value="1,000.00" refreshing data-testid="amount" />);
    expect(el().textContent).toBe('1,000.00');
    expect(el().getAttribute('aria-busy')).toBe('true');
    rerender(<Amount value="1,200.00" data-testid="amount" />);
    expect(el().hasAttribute('aria-busy')).toBe(false);
    expect(el().textContent).toBe('1,200.00');
  });
});
