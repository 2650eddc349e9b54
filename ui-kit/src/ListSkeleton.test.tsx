import { render, screen } from '@testing-library/react';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('sketches rows in a busy region with an announced label', () => {
    const { container } = render(<ListSkeleton rows={3} label="Loading" />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('.tk-row')).toHaveLength(3);
    expect(root.querySelectorAll('.tk-skeleton--circle')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('can leave the icons out; silent without a label', () => {
    const { container } = render(<ListSkeleton icon={false} />);
    expect(container.querySelectorAll('.tk-row')).toHaveLength(5);
    expect(container.querySelector('.tk-skeleton--circle')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
