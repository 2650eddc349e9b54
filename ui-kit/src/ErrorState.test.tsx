import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('says what happened as an alert and offers a retry', () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Loading failed, click to retry" retryLabel="Retry" onRetry={onRetry} data-testid="games-error" />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('games-error');
    expect(alert.textContent).toContain('Loading failed, click to retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while retrying the button is busy and does not fire again', () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Failed" retryLabel="Retry" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('no button without onRetry', () => {
    render(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
