import { fireEvent, render, screen } from '@testing-library/react';
import { ToastHost, type TToast } from './ToastHost';

const TOASTS: TToast[] = [
  { id: '1', type: 'info', message: 'Please log in first' },
  { id: '2', type: 'success', message: 'Changes saved' },
  { id: '3', type: 'fail', message: 'Invalid invitation code' },
  { id: '4', type: 'offline', message: 'No Internet' },
  { id: '5', type: 'loading', message: 'Please wait' },
];

describe('ToastHost', () => {
  it('renders every toast, including failures, as [data-testid=toast][role=status]', () => {
    render(<ToastHost toasts={TOASTS} onDismiss={jest.fn()} />);
    const toasts = Array.from(document.querySelectorAll('[data-testid=toast][role=status]'));
    expect(toasts.map((t) => t.textContent)).toEqual(TOASTS.map((t) => t.message));
    expect(toasts.map((t) => t.getAttribute('data-type'))).toEqual(['info', 'success', 'fail', 'offline', 'loading']);
  });

  it('draws an icon per type and a spinner for loading', () => {
    render(<ToastHost toasts={TOASTS} onDismiss={jest.fn()} />);
    const [info, , , , loading] = screen.getAllByTestId('toast');
    expect(info?.querySelector('svg.tk-icon')).not.toBeNull();
    expect(loading?.querySelector('.tk-spinner')).not.toBeNull();
    expect(loading?.querySelector('svg')).toBeNull();
  });

  it('renders nothing but the host when there are no toasts', () => {
    render(<ToastHost toasts={[]} onDismiss={jest.fn()} />);
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('offers a close button (not on loading toasts) only when given its label', () => {
    const onDismiss = jest.fn();
    const { rerender } = render(<ToastHost toasts={TOASTS} onDismiss={onDismiss} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    rerender(<ToastHost toasts={TOASTS} onDismiss={onDismiss} dismissLabel="Close" />);
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(4);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('3');
  });
});
