import { act, render, screen } from '@testing-library/react';
import { SKELETON_DELAY_MS } from './constants';
import { Delayed, useDelayedFlag } from './Delayed';

function Probe({ active, ms }: { active: boolean; ms?: number }) {
  return <span data-testid="flag">{String(useDelayedFlag(active, ms))}</span>;
}
const flag = () => screen.getByTestId('flag').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDelayedFlag', () => {
  it('turns true only once active has lasted the delay (150 ms by default)', () => {
    expect(SKELETON_DELAY_MS).toBe(150);
    render(<Probe active />);
    expect(flag()).toBe('false');
    act(() => jest.advanceTimersByTime(149));
    expect(flag()).toBe('false');
    act(() => jest.advanceTimersByTime(1));
    expect(flag()).toBe('true');
  });

  it('a load shorter than the delay never shows', () => {
    const { rerender } = render(<Probe active />);
    act(() => jest.advanceTimersByTime(100));
    rerender(<Probe active={false} />);
    act(() => jest.advanceTimersByTime(500));
    expect(flag()).toBe('false');
  });

  it('turns false at once when active ends, and counts afresh next time', () => {
    const { rerender } = render(<Probe active ms={300} />);
    act(() => jest.advanceTimersByTime(300));
    expect(flag()).toBe('true');
    rerender(<Probe active={false} ms={300} />);
    expect(flag()).toBe('false');
    rerender(<Probe active ms={300} />);
    expect(flag()).toBe('false');
    act(() => jest.advanceTimersByTime(299));
    expect(flag()).toBe('false');
    act(() => jest.advanceTimersByTime(1));
    expect(flag()).toBe('true');
  });
});

describe('Delayed', () => {
  it('renders its children after the delay', () => {
    render(
      <Delayed>
        <p>skeleton</p>
      </Delayed>,
    );
    expect(screen.queryByText('skeleton')).toBeNull();
    act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS));
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('follows `active`', () => {
    const { rerender } = render(
      <Delayed active={false} ms={50}>
        <p>skeleton</p>
      </Delayed>,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('skeleton')).toBeNull();
    rerender(
      <Delayed active ms={50}>
        <p>skeleton</p>
      </Delayed>,
    );
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByText('skeleton')).toBeTruthy();
  });
});
