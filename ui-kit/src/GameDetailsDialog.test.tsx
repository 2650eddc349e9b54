import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@tessera/contract';
import { useState } from 'react';
import { GameDetailsDialog } from './GameDetailsDialog';
import { GameTile } from './GameTile';

function Tile({ onOpen, onPlay, onFav }: { onOpen: () => void; onPlay: () => void; onFav: (next: boolean) => void }) {
  const [details, setDetails] = useState(false);
  return (
    <>
      <GameTile name="Fortune Tiger" vendor="PG Soft" nodeId="1" vendorCode="PG" onOpen={onOpen} onLongPress={() => setDetails(true)} />
      <GameDetailsDialog
        game={details ? { name: 'Fortune Tiger', vendor: 'PG Soft' } : null}
        onClose={() => setDetails(false)}
        closeLabel="Close"
        playLabel="Play"
        onPlay={onPlay}
        favouriteLabel="Favourite"
        onFavouriteChange={onFav}
      />
    </>
  );
}

// jsdom has no PointerEvent: a MouseEvent carries the same coordinates and button.
beforeAll(() => {
  const w = window as unknown as { PointerEvent?: unknown; MouseEvent: unknown };
  if (w.PointerEvent === undefined) Object.defineProperty(window, 'PointerEvent', { value: w.MouseEvent, configurable: true });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('long press on a game tile (spec §9: 370 ms, press-in 130 ms, press-out 100 ms)', () => {
  test('held 370 ms: the details open, the release does not open the game; play and favourite act and close', () => {
    const onOpen = jest.fn();
    const onPlay = jest.fn();
    const onFav = jest.fn();
    render(<Tile onOpen={onOpen} onPlay={onPlay} onFav={onFav} />);
    const open = screen.getByRole('button', { name: 'Fortune Tiger PG Soft' });
    const tile = screen.getByTestId('game-tile');
    fireEvent.pointerDown(open, { button: 0, clientX: 10, clientY: 10 });
    act(() => void jest.advanceTimersByTime(TIMING_MS.pressInDelay - 1));
    expect(tile.className).not.toContain('tk-tile--pressed');
    act(() => void jest.advanceTimersByTime(1));
    expect(tile.className).toContain('tk-tile--pressed');
    act(() => void jest.advanceTimersByTime(TIMING_MS.longPress - TIMING_MS.pressInDelay - 1));
    expect(screen.queryByTestId('game-details')).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Fortune Tiger' })).toBeTruthy();
    fireEvent.pointerUp(open);
    fireEvent.click(open);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Favourite/ }));
    expect(onFav).toHaveBeenCalledWith(true);
    expect(screen.queryByTestId('game-details')).toBeNull();
  });

  test('a short tap opens the game; the pressed look goes 100 ms after release; a scroll cancels the long press', () => {
    const onOpen = jest.fn();
    render(<Tile onOpen={onOpen} onPlay={jest.fn()} onFav={jest.fn()} />);
    const open = screen.getByRole('button', { name: 'Fortune Tiger PG Soft' });
    const tile = screen.getByTestId('game-tile');
    fireEvent.pointerDown(open, { button: 0, clientX: 10, clientY: 10 });
    act(() => void jest.advanceTimersByTime(200));
    fireEvent.pointerUp(open);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(TIMING_MS.pressOutDelay - 1));
    expect(tile.className).toContain('tk-tile--pressed');
    act(() => void jest.advanceTimersByTime(1));
    expect(tile.className).not.toContain('tk-tile--pressed');

    fireEvent.pointerDown(open, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(open, { clientX: 10, clientY: 40 });
    act(() => void jest.advanceTimersByTime(TIMING_MS.longPress * 2));
    expect(screen.queryByTestId('game-details')).toBeNull();
  });
});
