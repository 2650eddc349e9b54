import { render, screen, within } from '@testing-library/react';
import { HorizontalScroller } from './HorizontalScroller';

describe('HorizontalScroller', () => {
  it('a named list with one snapping item per child, sized by preset', () => {
    render(
      <HorizontalScroller label="Vendors" size="sm" data-testid="vendor-menu">
        <button type="button">PG</button>
        {null}
        <button type="button">JL</button>
      </HorizontalScroller>,
    );
    const list = screen.getByRole('list', { name: 'Vendors' });
    expect(list.getAttribute('data-testid')).toBe('vendor-menu');
    expect(list.className).toBe('tk-hscroll tk-hscroll--sm');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['PG', 'JL']);
    expect(items.every((li) => li.className === 'tk-hscroll__item')).toBe(true);
  });

  it('defaults to the medium size, and is no Tab stop of its own', () => {
    render(<HorizontalScroller>{'a'}</HorizontalScroller>);
    const list = screen.getByRole('list');
    expect(list.classList.contains('tk-hscroll--md')).toBe(true);
    expect(list.hasAttribute('tabindex')).toBe(false);
  });
});
