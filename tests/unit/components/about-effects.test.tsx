import { act, fireEvent, render, screen } from '@testing-library/react';
import { AboutEffects } from '@/components/sections/about/about-effects';
import { effectSettings, rainbowColors } from '@/components/sections/about/effect-settings';
import EffectsCanvas from '@/components/sections/about/effects-canvas';

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
    render(<EffectsCanvas />);
    const canvas = screen.getByTestId('about-effects');
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('pointer-events-none', 'fixed');
  });

  it('draws the blobs each frame and a burst of particles when text is clicked', () => {
    render(
      <div>
        <EffectsCanvas />
        <h1 data-burst>About Us</h1>
        <p>Plain text</p>
      </div>,
    );
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
    render(<EffectsCanvas />);
    expect(frames).toHaveLength(1);
    act(() => setVisibility('hidden'));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
    frames = [];
    act(() => setVisibility('visible'));
    expect(frames).toHaveLength(1);
  });

  it('never starts under reduced motion', () => {
    mockMatchMedia(true);
    render(<EffectsCanvas />);
    expect(frames).toHaveLength(0);
  });
});

describe('AboutEffects loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders nothing under reduced motion, even once idle', () => {
    mockMatchMedia(true);
    const { container } = render(<AboutEffects />);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing before the page is idle', () => {
    mockMatchMedia(false);
    const { container } = render(<AboutEffects />);
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
    render(<AboutEffects />);
    expect(screen.queryByTestId('about-effects')).toBeNull();
    expect(await screen.findByTestId('about-effects')).toHaveAttribute('aria-hidden', 'true');
  });
});
