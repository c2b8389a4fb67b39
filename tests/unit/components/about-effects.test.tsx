import { act, fireEvent, render, screen } from '@testing-library/react';
import { AboutEffects } from '@/components/sections/about/about-effects';
import { effectSettings, rainbowColors } from '@/components/sections/about/effect-settings';
import EffectsCanvas, {
  AUTO_STOP_MS,
  SHOW_PAUSED_KEY,
} from '@/components/sections/about/effects-canvas';

const labels = { pause: 'Pause the animation', play: 'Play the animation' };

describe('effectSettings', () => {
  it('gives desktop the full show', () => {
    expect(effectSettings(1280, false)).toMatchObject({
      enabled: true,
      mobile: false,
      particleCount: 30,
      burstDurationMs: 2000,
      blobCount: 20,
      particleLife: 100,
      randomBursts: true,
      randomBurstIntervalMs: 2000,
      randomBurstChance: 0.3,
      cursorGlow: true,
    });
  });

  it('gives windows narrower than 768 px the lighter mobile show', () => {
    expect(effectSettings(767, false)).toMatchObject({
      enabled: true,
      mobile: true,
      particleCount: 15,
      burstDurationMs: 1000,
      blobCount: 5,
      particleLife: 60,
      randomBursts: false,
      cursorGlow: false,
    });
    expect(effectSettings(768, false).mobile).toBe(false);
  });

  it('draws nothing at all under reduced motion', () => {
    for (const width of [375, 1280]) {
      expect(effectSettings(width, true)).toMatchObject({
        enabled: false,
        particleCount: 0,
        blobCount: 0,
        randomBursts: false,
        cursorGlow: false,
      });
    }
  });

  it('uses eight distinct rainbow colours', () => {
    expect(new Set(effectSettings(1280, false).colors).size).toBe(8);
    expect(rainbowColors).toHaveLength(8);
  });
});

function mockMatchMedia(reduced: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the effects canvas', () => {
  let frames: FrameRequestCallback[];
  let ctx: Record<
    'clearRect' | 'setTransform' | 'beginPath' | 'arc' | 'fill' | 'stroke' | 'fillRect',
    jest.Mock
  >;

  beforeEach(() => {
    mockMatchMedia(false);
    setVisibility('visible');
    frames = [];
    window.requestAnimationFrame = jest.fn((callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    window.cancelAnimationFrame = jest.fn();
    const gradient: CanvasGradient = { addColorStop: jest.fn() };
    ctx = {
      clearRect: jest.fn(),
      setTransform: jest.fn(),
      beginPath: jest.fn(),
      arc: jest.fn(),
      fill: jest.fn(),
      stroke: jest.fn(),
      fillRect: jest.fn(),
    };
    const fake: Partial<CanvasRenderingContext2D> = {
      ...ctx,
      createRadialGradient: () => gradient,
    };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => fake as CanvasRenderingContext2D);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const runFrame = () => {
    const frame = frames.pop();
    frames = [];
    act(() => frame?.(performance.now()));
  };

  it('is one decorative canvas that ignores the pointer', () => {
    render(<EffectsCanvas labels={labels} />);
    const canvas = screen.getByTestId('about-effects');
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('pointer-events-none', 'fixed');
  });

  it('draws the blobs each frame and a burst of particles when text is clicked', () => {
    render(
      <div>
        <EffectsCanvas labels={labels} />
        <h1 data-burst>About Us</h1>
        <p>Plain text</p>
      </div>,
    );
    ctx.arc.mockClear(); // the still first frame
    runFrame();
    expect(ctx.arc).toHaveBeenCalledTimes(20); // the blobs
    ctx.arc.mockClear();
    fireEvent.click(screen.getByText('Plain text'), { detail: 1, clientX: 50, clientY: 50 });
    runFrame();
    expect(ctx.arc).toHaveBeenCalledTimes(20);
    ctx.arc.mockClear();
    fireEvent.click(screen.getByText('About Us'), { detail: 1, clientX: 100, clientY: 100 });
    runFrame();
    expect(ctx.arc).toHaveBeenCalledTimes(20 + 1 + 30); // blobs, flash ring, particles
  });

  it('stops animating while the tab is hidden and resumes when visible', () => {
    render(<EffectsCanvas labels={labels} />);
    expect(frames).toHaveLength(1);
    act(() => setVisibility('hidden'));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
    frames = [];
    act(() => setVisibility('visible'));
    expect(frames).toHaveLength(1);
  });

  /** Runs frames at 60 per second until none is asked for (at most 500); returns how many. */
  const drain = () => {
    const start = performance.now();
    let count = 0;
    while (frames.length > 0 && count < 500) {
      const frame = frames.pop();
      frames = [];
      count += 1;
      act(() => frame?.(start + (count * 1000) / 60));
    }
    return count;
  };

  it('stops its own motion by itself; a click still bursts, plays out and stops', () => {
    jest.useFakeTimers({
      doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    try {
      render(
        <div>
          <EffectsCanvas labels={labels} />
          <h1 data-burst>About Us</h1>
        </div>,
      );
      expect(screen.getByRole('button', { name: labels.pause })).toBeVisible();
      act(() => jest.advanceTimersByTime(AUTO_STOP_MS - 1));
      runFrame();
      expect(frames).toHaveLength(1); // still moving
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: labels.play })).toBeVisible();
      // A random burst of the last seconds plays out; then no next frame: the show stands still.
      expect(drain()).toBeLessThan(500);
      expect(frames).toHaveLength(0);
      // No random bursts any more either.
      act(() => jest.advanceTimersByTime(20_000));
      expect(frames).toHaveLength(0);

      fireEvent.click(screen.getByText('About Us'), { detail: 1, clientX: 100, clientY: 100 });
      const count = drain();
      expect(count).toBeGreaterThanOrEqual(100); // the particles' life on desktop
      expect(count).toBeLessThan(500);
    } finally {
      jest.useRealTimers();
    }
  });

  it('pauses and plays at a press of its control, and stays paused for the visit', () => {
    sessionStorage.clear();
    const { unmount } = render(
      <div>
        <EffectsCanvas labels={labels} />
        <h1 data-burst>About Us</h1>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
    expect(sessionStorage.getItem(SHOW_PAUSED_KEY)).toBe('1');
    frames = [];
    fireEvent.click(screen.getByText('About Us'), { detail: 1, clientX: 100, clientY: 100 });
    expect(frames).toHaveLength(0); // paused: not even a click sets it off
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    expect(frames).toHaveLength(1);
    expect(sessionStorage.getItem(SHOW_PAUSED_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    unmount();

    // The next About page of the visit starts paused.
    frames = [];
    render(<EffectsCanvas labels={labels} />);
    expect(screen.getByRole('button', { name: labels.play })).toBeVisible();
    expect(frames).toHaveLength(0);
    sessionStorage.clear();
  });

  it('never starts under reduced motion', () => {
    mockMatchMedia(true);
    render(<EffectsCanvas labels={labels} />);
    expect(frames).toHaveLength(0);
  });
});

describe('AboutEffects loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders nothing under reduced motion, even once idle', () => {
    mockMatchMedia(true);
    const { container } = render(<AboutEffects labels={labels} />);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing before the page is idle', () => {
    mockMatchMedia(false);
    const { container } = render(<AboutEffects labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AboutEffects loader, once idle', () => {
  beforeEach(() => {
    window.requestAnimationFrame = jest.fn(() => 1);
    window.cancelAnimationFrame = jest.fn();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the canvas lazily after the page is idle', async () => {
    mockMatchMedia(false);
    render(<AboutEffects labels={labels} />);
    expect(screen.queryByTestId('about-effects')).toBeNull();
    expect(await screen.findByTestId('about-effects')).toHaveAttribute('aria-hidden', 'true');
  });
});
