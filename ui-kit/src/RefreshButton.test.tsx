import { fireEvent, render, screen } from '@testing-library/react';
import { RefreshButton } from './RefreshButton';

describe('RefreshButton', () => {
  it('refreshes; while busy the icon turns and presses are ignored, but the button keeps focus', () => {
    const onClick = jest.fn();
    const { rerender } = render(<RefreshButton label="Refresh balance" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    button.focus();
    rerender(<RefreshButton label="Refresh balance" onClick={onClick} busy />);
    expect(button.classList.contains('tk-refresh--busy')).toBe(true);
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
