import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@tessera/contract';
import { Carousel, type TCarouselSlide } from './Carousel';
import { SWIPE_THRESHOLD_PX } from './constants';
import { mockReducedMotion } from './testUtils';

const CAROUSEL_INTERVAL_MS = TIMING_MS.bannerAutoAdvance;

const SLIDES: TCarouselSlide[] = [
  { id: 'a', src: '/a.webp', alt: 'Welcome bonus', href: '/m/activity' },
  { id: 'b', src: '/b.webp', alt: 'Slots week' },
  { id: 'c', src: '/c.webp', alt: 'Live casino' },
];

// jsdom has no PointerEvent; React's pointer handlers only need clientX and pointerType.
class FakePointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'touch';
  }
}

const dotLabel = (i: number, total: number) => `Banner ${i + 1} of ${total}`;

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(<Carousel slides={SLIDES} width={750} height={300} dotLabel={dotLabel} label="Promotions" {...props} />);
}

/** 1-based number of the slide shown, read from the dots as a user (or screen reader) would. */
function shown(): number {
  const dots = screen.getAllByRole('button', { name: /^Banner/ });
  return dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1;
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let motion: ReturnType<typeof mockReducedMotion>;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  motion = mockReducedMotion(false);
  visibility = 'visible';
});
afterEach(() => {
  motion.restore();
  jest.useRealTimers();
});

describe('Carousel', () => {
  it('advances every interval and loops when there is more than one slide', () => {
    renderCarousel();
    expect(shown()).toBe(1);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(shown()).toBe(1);
    tick(1);
    expect(shown()).toBe(2);
    tick(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(3);
    tick(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(1);
  });

  it('honours a custom interval', () => {
    renderCarousel({ intervalMs: 1000 });
    tick(1000);
    expect(shown()).toBe(2);
  });

  it('with a single slide shows no dots and never schedules a move', () => {
    renderCarousel({ slides: SLIDES.slice(0, 1) });
    expect(screen.queryAllByRole('button', { name: /^Banner/ })).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
    expect(screen.getByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('renders nothing without slides', () => {
    const { container } = renderCarousel({ slides: [] });
    expect(container.childNodes).toHaveLength(0);
  });

  it('does not advance under reduced motion, but the dots still work', () => {
    motion.set(true);
    renderCarousel();
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3 of 3' }));
    expect(shown()).toBe(3);
  });

  it('stops while the page is hidden and resumes when visible', () => {
    renderCarousel();
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(1);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    tick(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
  });

  it('goes to the slide of a tapped dot and gives it a full period', () => {
    renderCarousel();
    tick(CAROUSEL_INTERVAL_MS - 100);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3 of 3' }));
    expect(shown()).toBe(3);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(shown()).toBe(3);
    tick(1);
    expect(shown()).toBe(1);
  });

  it('pauses while a mouse hovers or keyboard focus is inside', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(1);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    tick(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);

    fireEvent.focus(screen.getByRole('button', { name: 'Banner 1 of 3' }));
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(2);
  });

  it('swipes to the next and previous slide; a short drag does nothing', () => {
    renderCarousel();
    const viewport = document.querySelector('.tk-carousel__viewport') as HTMLElement;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { clientX: to, pointerType: 'touch' });
    };
    drag(200, 200 - SWIPE_THRESHOLD_PX);
    expect(shown()).toBe(2);
    drag(100, 100 + SWIPE_THRESHOLD_PX);
    expect(shown()).toBe(1);
    drag(100, 100 + SWIPE_THRESHOLD_PX);
    expect(shown()).toBe(3);
    drag(100, 100 - (SWIPE_THRESHOLD_PX - 1));
    expect(shown()).toBe(3);
  });

  it('reports slide taps, but not the click that ends a swipe', () => {
    const onSlideClick = jest.fn();
    renderCarousel({ onSlideClick });
    const viewport = document.querySelector('.tk-carousel__viewport') as HTMLElement;
    const link = screen.getByRole('link', { name: 'Welcome bonus' });

    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    fireEvent.click(link);
    expect(onSlideClick).toHaveBeenCalledWith(SLIDES[0], expect.anything());

    onSlideClick.mockClear();
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    fireEvent.click(link, { detail: 1 });
    expect(onSlideClick).not.toHaveBeenCalled();

    // A keyboard activation after a swipe (back to the first slide) is a real choice.
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 300 });
    fireEvent.click(screen.getByRole('link', { name: 'Welcome bonus' }), { detail: 0 });
    expect(onSlideClick).toHaveBeenCalledTimes(1);
  });

  it('loads the first image eagerly at high priority, the rest lazily, at a reserved size', () => {
    renderCarousel();
    const images = Array.from(document.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(images.every((img) => img.getAttribute('width') === '750' && img.getAttribute('height') === '300')).toBe(true);
    expect((document.querySelector('.tk-carousel__viewport') as HTMLElement).style.aspectRatio).toBe('750 / 300');
  });

  it('takes slides that are not shown out of the tab order and the accessibility tree', () => {
    renderCarousel();
    const slides = Array.from(document.querySelectorAll('.tk-carousel__slide'));
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    tick(CAROUSEL_INTERVAL_MS);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);
  });
});
