import { render, screen, within } from '@testing-library/react';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { GameTile } from './GameTile';

const tile = (id: number) => <GameTile key={id} name={`Game ${id}`} fallbackImage="/d.png" nodeId={id} vendorCode="PG" />;

describe('GameGrid', () => {
  it('is the game-grid list with one item per tile, skipping empty children', () => {
    render(
      <GameGrid label="Hot">
        {tile(1)}
        {false}
        {null}
        {tile(2)}
      </GameGrid>,
    );
    const grid = screen.getByTestId('game-grid');
    expect(grid.tagName).toBe('UL');
    expect(screen.getByRole('list', { name: 'Hot' })).toBe(grid);
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((li) => li.querySelector('[data-testid="game-tile"]')!.getAttribute('data-node-id'))).toEqual(['1', '2']);
  });

  it('takes another test id and marks itself busy', () => {
    render(
      <GameGrid data-testid="hot-grid" busy>
        {tile(1)}
      </GameGrid>,
    );
    expect(screen.getByTestId('hot-grid').getAttribute('aria-busy')).toBe('true');
  });
});

describe('GameGridSkeleton', () => {
  it('sketches `count` tiles in the grid layout, busy, with the label for screen readers', () => {
    const { container } = render(<GameGridSkeleton count={6} label="Loading" />);
    const grid = container.firstElementChild!;
    expect(grid.classList.contains('tk-game-grid')).toBe(true);
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('.tk-tile--skeleton')).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByTestId('game-grid')).toBeNull();
  });
});
