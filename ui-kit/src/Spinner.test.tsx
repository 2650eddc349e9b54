import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a named progress indicator when labelled', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('is hidden from assistive tech without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
