import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import { createAutoplay } from '@/components/ui/carousel-autoplay';
import EmblaCarousel from 'embla-carousel';

// Embla measures layout, which jsdom does not have: a stand-in API records the moves instead.
const mockApi = {
  scrollNext: jest.fn(),
  scrollPrev: jest.fn(),
  scrollTo: jest.fn(),
  canScrollNext: jest.fn(() => true),
  canScrollPrev: jest.fn(() => true),
  scrollSnapList: jest.fn(() => [0, 1, 2]),
  selectedScrollSnap: jest.fn(() => 0),
  on: jest.fn(),
  off: jest.fn(),
  destroy: jest.fn(),
};
mockApi.on.mockReturnValue(mockApi);
mockApi.off.mockReturnValue(mockApi);
jest.mock('embla-carousel', () => ({
  __esModule: true,
  default: jest.fn(() => mockApi),
}));

// jsdom has no IntersectionObserver: this one reports the carousel near the viewport once
// `approach()` is called (or at once, for the tests that do not care).
let approach: () => void = () => {};
class NearObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    approach = () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}
Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: NearObserver });

const labels: CarouselLabels = {
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic rotation',
  play: 'Start automatic rotation',
};
const slides = ['a', 'b', 'c'].map((id, index) => ({
  id,
  label: `${index + 1} of 3`,
  content: <p>Slide {id}</p>,
}));

/** Renders the carousel and lets it reach the viewport (embla loads and starts). */
async function renderCarousel(delay: number, stopOnInteraction: boolean) {
  render(
    <Carousel
      label="Testimonials"
      labels={labels}
      slides={slides}
      autoplay={{ delay, stopOnInteraction }}
      slideClassName="basis-full"
    />,
  );
  await act(async () => approach());
  return screen.getByRole('region', { name: 'Testimonials' });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  setVisibility('visible');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Carousel markup', () => {
  it('is a named carousel region with labelled slide groups and named controls', async () => {
    const region = await renderCarousel(4000, true);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(3);
    expect(groups[1]).toHaveAccessibleName('2 of 3');
    expect(groups[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause automatic rotation' })).toBeInTheDocument();
  });
});

describe('hydration', () => {
  it('renders the carousel once while hydrating, not again for its viewport ref', async () => {
    const commits: string[] = [];
    const carousel = (
      <Profiler id="carousel" onRender={(_id, phase) => commits.push(phase)}>
        <Carousel
          label="Testimonials"
          labels={labels}
          slides={slides}
          autoplay={{ delay: 4000, stopOnInteraction: true }}
          slideClassName="basis-full"
        />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, carousel);
    });
    advance(1000);
    expect(commits).toEqual(['mount']);
    expect(EmblaCarousel).not.toHaveBeenCalled();

    await act(async () => approach()); // near the viewport: embla starts, one render for it
    expect(EmblaCarousel).toHaveBeenCalledWith(container.querySelector('.overflow-hidden'), {
      loop: true,
      align: 'start',
    });
    act(() => root?.unmount());
    container.remove();
  });
});

describe('loading embla', () => {
  it('starts embla only when the carousel comes near the viewport, and stops it on unmount', async () => {
    const { unmount } = render(
      <Carousel
        label="Testimonials"
        labels={labels}
        slides={slides}
        autoplay={{ delay: 4000, stopOnInteraction: true }}
        slideClassName="basis-full"
      />,
    );
    advance(12_000);
    expect(EmblaCarousel).not.toHaveBeenCalled();
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    expect(screen.getByText('Slide c')).toBeInTheDocument(); // every slide is there without it

    await act(async () => approach());
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    expect(EmblaCarousel).toHaveBeenCalledWith(expect.any(HTMLElement), {
      loop: true,
      align: 'start',
    });
    advance(4000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);

    unmount();
    expect(mockApi.destroy).toHaveBeenCalledTimes(1);
  });

  it('a press on next before the carousel came near starts embla and then moves', async () => {
    render(
      <Carousel
        label="Testimonials"
        labels={labels}
        slides={slides}
        autoplay={{ delay: 4000, stopOnInteraction: true }}
        slideClassName="basis-full"
      />,
    );
    expect(EmblaCarousel).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next slide' })));
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    advance(20_000); // the press stopped the rotation, as any press does
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });
});

describe('testimonial autoplay (4000 ms, stops on interaction)', () => {
  it('advances every 4000 ms', async () => {
    await renderCarousel(4000, true);
    advance(3999);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    advance(1);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    advance(4000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('wraps to the first slide when it cannot scroll further', async () => {
    mockApi.canScrollNext.mockReturnValueOnce(false);
    await renderCarousel(4000, true);
    advance(4000);
    expect(mockApi.scrollTo).toHaveBeenCalledWith(0, false);
  });

  it('stops for good once the visitor uses previous/next', async () => {
    await renderCarousel(4000, true);
    advance(2000);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.pointerDown(next);
    fireEvent.click(next);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    advance(20_000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(mockApi.scrollPrev).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
  });

  it('stops when a dragging pointer goes down on the slides', async () => {
    await renderCarousel(4000, true);
    fireEvent.pointerDown(screen.getByText('Slide b'));
    advance(12_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
  });

  it('stops when keyboard focus enters the carousel', async () => {
    await renderCarousel(4000, true);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(12_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and resumes when it is visible again', async () => {
    await renderCarousel(4000, true);
    advance(3000);
    setVisibility('hidden');
    advance(20_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    setVisibility('visible');
    advance(4000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('lets the visitor pause and restart rotation with the toggle', async () => {
    await renderCarousel(4000, true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    advance(12_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    advance(4000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });
});

describe('why-choose autoplay (6000 ms, pauses on hover)', () => {
  it('advances every 6000 ms', async () => {
    await renderCarousel(6000, false);
    advance(5999);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    advance(1);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('pauses while the mouse is over it and resumes when it leaves', async () => {
    const region = await renderCarousel(6000, false);
    advance(3000);
    fireEvent.mouseEnter(region);
    advance(30_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    advance(5999);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    advance(1);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('holds while keyboard focus is inside and resumes when focus leaves', async () => {
    await renderCarousel(6000, false);
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(30_000);
    expect(mockApi.scrollNext).not.toHaveBeenCalled();
    act(() => next.blur());
    advance(6000);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown after a manual move instead of stopping', async () => {
    await renderCarousel(6000, false);
    advance(5000);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.pointerDown(next);
    fireEvent.pointerUp(next);
    fireEvent.click(next);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    advance(5999);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    advance(1);
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(2);
  });
});

describe('createAutoplay', () => {
  it('ticks only while started, not stopped and not paused', async () => {
    const tick = jest.fn();
    const autoplay = createAutoplay(1000);
    jest.advanceTimersByTime(5000);
    expect(tick).not.toHaveBeenCalled();
    autoplay.start(tick);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    autoplay.pause('hover');
    autoplay.pause('hidden');
    autoplay.resume('hover');
    jest.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);
    autoplay.resume('hidden');
    expect(autoplay.isRunning()).toBe(true);
    autoplay.stop();
    expect(autoplay.isStopped()).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);
    autoplay.play();
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    autoplay.destroy();
    jest.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers when stopped or played', async () => {
    const autoplay = createAutoplay(1000);
    const listener = jest.fn();
    const unsubscribe = autoplay.subscribe(listener);
    autoplay.stop();
    autoplay.stop();
    autoplay.play();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    autoplay.stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
