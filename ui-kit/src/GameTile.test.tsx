import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_GAME_IMAGE, GameTile, GameTileSkeleton } from './GameTile';

const base = { name: 'Fortune Tiger', image: '/img/tiger.png', fallbackImage: '/img/default.png', vendor: 'PG Soft', nodeId: 1234, vendorCode: 'PG' };

describe('GameTile', () => {
  it('carries the observable contract: game-tile, data-node-id, data-vendor, <img alt=name> loaded lazily', () => {
    render(<GameTile {...base} />);
    const tile = screen.getByTestId('game-tile');
    expect(tile.getAttribute('data-node-id')).toBe('1234');
    expect(tile.getAttribute('data-vendor')).toBe('PG');
    const img = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(img.getAttribute('src')).toBe('/img/tiger.png');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('opens as one button named by the image and the vendor (the visible name is not read twice)', () => {
    const onOpen = jest.fn();
    render(<GameTile {...base} onOpen={onOpen} />);
    const open = screen.getByRole('button', { name: 'Fortune Tiger PG Soft' });
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is a link when given href', () => {
    const onOpen = jest.fn();
    render(<GameTile {...base} href="/m/game?id=1234" onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Fortune Tiger PG Soft' });
    expect(link.getAttribute('href')).toBe('/m/game?id=1234');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default image once when the icon fails, and tries a new icon again', () => {
    const { rerender } = render(<GameTile {...base} />);
    const img = screen.getByRole('img', { name: 'Fortune Tiger' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default.png');
    // A broken default must not loop.
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default.png');
    expect(img.getAttribute('alt')).toBe('Fortune Tiger');

    rerender(<GameTile {...base} image="/img/tiger-2.png" />);
    expect(img.getAttribute('src')).toBe('/img/tiger-2.png');
  });

  it('uses the default image when there is no icon', () => {
    render(<GameTile {...base} image="" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/default.png');
  });

  it("without a fallback of the caller's, a broken icon shows the kit's default game image", () => {
    render(<GameTile {...base} fallbackImage={undefined} />);
    const img = screen.getByRole('img', { name: 'Fortune Tiger' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_GAME_IMAGE);
    expect(DEFAULT_GAME_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('favourite star: a separate button with aria-pressed that reports the next state and does not open the game', () => {
    const onOpen = jest.fn();
    const onFavouriteChange = jest.fn();
    const { rerender } = render(<GameTile {...base} onOpen={onOpen} favouriteLabel="Favourite" onFavouriteChange={onFavouriteChange} />);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.closest('.tk-tile__open')).toBeNull();
    fireEvent.click(star);
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
    expect(onOpen).not.toHaveBeenCalled();

    rerender(<GameTile {...base} onOpen={onOpen} favourite favouriteLabel="Favourite" onFavouriteChange={onFavouriteChange} />);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(false);
  });

  it('is seven elements with its star (drawn by CSS, no <svg>): grids mount and unmount tiles as they scroll', () => {
    const { container } = render(<GameTile {...base} onOpen={() => {}} favouriteLabel="Favourite" onFavouriteChange={() => {}} />);
    expect(container.querySelectorAll('*')).toHaveLength(7);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('no star without a handler and a label', () => {
    render(<GameTile {...base} favourite />);
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it('disabled: cannot be opened, says why, and stays a button even with href', () => {
    const onOpen = jest.fn();
    render(<GameTile {...base} href="/m/game" onOpen={onOpen} disabled disabledText="Maintenance" />);
    expect(screen.queryByRole('link')).toBeNull();
    const open = screen.getByRole('button', { name: /Fortune Tiger/ }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    fireEvent.click(open);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByText('Maintenance')).toBeTruthy();
    expect(screen.getByTestId('game-tile').classList.contains('tk-tile--disabled')).toBe(true);
  });

  it('shows the free-play marker as text and an extra line', () => {
    render(<GameTile {...base} freePlayLabel="Demo" extra="123,456" />);
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(screen.getByText('123,456')).toBeTruthy();
  });
});

describe('GameTileSkeleton', () => {
  it('is decorative and carries no game test id', () => {
    const { container } = render(<GameTileSkeleton />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('game-tile')).toBeNull();
    expect(root.querySelectorAll('.tk-skeleton')).toHaveLength(3);
  });
});
