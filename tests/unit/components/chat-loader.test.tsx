import { act, render } from '@testing-library/react';
import { ChatLoader, chatScriptSrc } from '@/components/chat/chat-loader';

const scriptUrl = 'https://embed.chat.example';
const chatScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-script]')];

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('builds the provider script address from the host and the site ID', () => {
  expect(chatScriptSrc('https://embed.tawk.to/', 'abc123')).toBe('https://embed.tawk.to/abc123/default');
});

it('adds no script at all when no site ID is configured', () => {
  render(<ChatLoader locale="sv" scriptUrl={scriptUrl} />);
  advance(10_000);
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  expect(chatScripts()).toHaveLength(0);
});

it('waits until the page is idle before loading the script', () => {
  expect(document.readyState).toBe('complete');
  render(<ChatLoader locale="sv" scriptUrl={scriptUrl} siteId="site-sv" />);
  expect(chatScripts()).toHaveLength(0);
  advance(2000); // no requestIdleCallback in jsdom: the timeout fallback
  const [script] = chatScripts();
  expect(script?.src).toBe(`${scriptUrl}/site-sv/default`);
  expect(script?.async).toBe(true);
  expect(script).toHaveAttribute('data-chat-script', 'sv');
});

it.each(['pointerdown', 'keydown', 'scroll'])('loads at once on the first %s', (type) => {
  render(<ChatLoader locale="en" scriptUrl={scriptUrl} siteId="site-en" />);
  act(() => {
    window.dispatchEvent(new Event(type));
  });
  expect(chatScripts()).toHaveLength(1);
  act(() => {
    window.dispatchEvent(new Event(type));
  });
  advance(10_000);
  expect(chatScripts()).toHaveLength(1);
});

it('uses requestIdleCallback when the browser has it', () => {
  const callbacks: IdleRequestCallback[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
  window.cancelIdleCallback = jest.fn();
  try {
    const { unmount } = render(<ChatLoader locale="sv" scriptUrl={scriptUrl} siteId="site-sv" />);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 });
    expect(chatScripts()).toHaveLength(0);
    act(() => callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(chatScripts()).toHaveLength(1);
    unmount();
  } finally {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  }
});

it('swaps the widget when the language changes and cleans up on unmount', async () => {
  const { rerender, unmount } = render(<ChatLoader locale="sv" scriptUrl={scriptUrl} siteId="site-sv" />);
  advance(2000);
  // The provider's script would now add its widget to <body>.
  const widget = document.createElement('div');
  widget.id = 'provider-widget';
  await act(async () => {
    document.body.appendChild(widget);
  });
  expect(widget).toHaveAttribute('data-chat-widget', 'sv');

  rerender(<ChatLoader locale="en" scriptUrl={scriptUrl} siteId="site-en" />);
  expect(document.getElementById('provider-widget')).toBeNull();
  expect(chatScripts()).toHaveLength(0);
  advance(2000);
  expect(chatScripts().map((script) => script.src)).toEqual([`${scriptUrl}/site-en/default`]);

  unmount();
  expect(chatScripts()).toHaveLength(0);
});
