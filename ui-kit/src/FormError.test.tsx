import { render, screen } from '@testing-library/react';
import { FormError } from './FormError';

describe('FormError', () => {
  it('announces the form-level message as an alert', () => {
    render(<FormError data-testid="login-error">Sorry, the user does not exist or is disabled</FormError>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Sorry, the user does not exist or is disabled');
    expect(alert.getAttribute('data-testid')).toBe('login-error');
  });

  it.each([undefined, null, false, ''])('renders nothing for %p', (message) => {
    const { container } = render(<FormError>{message}</FormError>);
    expect(container.childNodes).toHaveLength(0);
  });
});
