import { fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('is the load-more button of the contract', () => {
    const onMore = jest.fn();
    render(<LoadMore label="Load more" onMore={onMore} />);
    const button = screen.getByTestId('load-more');
    expect(button).toBe(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('busy: spinner and no double request', () => {
    const onMore = jest.fn();
    render(<LoadMore label="Load more" onMore={onMore} busy />);
    const button = screen.getByTestId('load-more');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
  });
});
