import { act, fireEvent, render, screen } from '@testing-library/react';
import { Marquee } from './Marquee';
import { mockReducedMotion } from './testUtils';

const ITEMS = ['System maintenance at 02:00', 'New slots from PG'];

describe('Marquee', () => {
  let motion: ReturnType<typeof mockReducedMotion>;
  beforeEach(() => {
    motion = mockReducedMotion(false);
  });
  afterEach(() => motion.restore());

  it('scrolls every item on one animated track', () => {
    render(<Marquee items={ITEMS} emptyText="No announcement" data-testid="announcement-marquee" />);
    const marquee = screen.getByTestId('announcement-marquee');
    expect(marquee.classList.contains('tk-marquee--moving')).toBe(true);
    const track = marquee.querySelector('.tk-marquee__track');
    expect(Array.from(track?.children ?? []).map((c) => c.textContent)).toEqual(ITEMS);
  });

  it('under reduced motion stands still and shows the first item', () => {
    motion.set(true);
    render(<Marquee items={ITEMS} emptyText="No announcement" data-testid="announcement-marquee" />);
    const marquee = screen.getByTestId('announcement-marquee');
    expect(marquee.classList.contains('tk-marquee--moving')).toBe(false);
    expect(marquee.querySelector('.tk-marquee__track')).toBeNull();
    expect(marquee.textContent).toBe(ITEMS[0]);
  });

  it('stops when the user turns reduced motion on while it runs', () => {
    render(<Marquee items={ITEMS} emptyText="No announcement" data-testid="m" />);
    expect(screen.getByTestId('m').querySelector('.tk-marquee__track')).not.toBeNull();
    act(() => motion.set(true));
    expect(screen.getByTestId('m').querySelector('.tk-marquee__track')).toBeNull();
  });

  it('shows the empty text, static, when there are no items', () => {
    render(<Marquee items={[]} emptyText="No announcement" data-testid="m" />);
    const marquee = screen.getByTestId('m');
    expect(marquee.textContent).toBe('No announcement');
    expect(marquee.classList.contains('tk-marquee--moving')).toBe(false);
  });

  it('is one button when it has onClick', () => {
    const onClick = jest.fn();
    render(<Marquee items={ITEMS} emptyText="No announcement" onClick={onClick} icon={<svg />} />);
    fireEvent.click(screen.getByRole('button', { name: ITEMS.join(' ') }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is not a button without onClick', () => {
    render(<Marquee items={ITEMS} emptyText="No announcement" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
