import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_STARTED_KEY, ChatButton, chatScriptSrc } from '@/components/chat/chat-button';

const scriptUrl = 'https://embed.chat.example';
const chatScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[data-chat-script]'),
];
type ProviderWindow = Window & { Tawk_API?: { onLoad?: () => void; maximize?: () => void } };

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  Reflect.deleteProperty(window, 'Tawk_API');
});

it('builds the provider script address from the host and the site ID', () => {
  expect(chatScriptSrc('https://embed.tawk.to/', 'abc123')).toBe(
    'https://embed.tawk.to/abc123/default',
  );
});

it('shows no button and adds no script when no site ID is configured', () => {
  render(<ChatButton locale="sv" scriptUrl={scriptUrl} label="Chatta med oss" />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(chatScripts()).toHaveLength(0);
});

it('loads nothing until the visitor presses the button, then the script of the page language', async () => {
  const user = userEvent.setup();
  render(<ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" label="Chat with us" />);
  for (const type of ['pointerdown', 'keydown', 'scroll']) window.dispatchEvent(new Event(type));
  expect(chatScripts()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  const [script] = chatScripts();
  expect(script?.src).toBe(`${scriptUrl}/site-en/default`);
  expect(script).toHaveAttribute('data-chat-script', 'en');
  expect(sessionStorage.getItem(CHAT_STARTED_KEY)).toBe('1');
  // The widget brings its own launcher; ours goes, and the widget opens once it has loaded.
  expect(screen.queryByRole('button')).toBeNull();
  const api = (window as ProviderWindow).Tawk_API;
  if (!api) throw new Error('the provider API object was not prepared');
  api.maximize = jest.fn();
  api.onLoad?.();
  expect(api.maximize).toHaveBeenCalled();
});

it('once asked for in this visit, the next page loads the widget of its own language', async () => {
  sessionStorage.setItem(CHAT_STARTED_KEY, '1');
  const { unmount } = render(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" label="Chat with us" />,
  );
  expect(chatScripts().map((script) => script.src)).toEqual([`${scriptUrl}/site-en/default`]);
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  expect(chatScripts()).toHaveLength(0);
});

it('swaps the widget when the language changes and cleans up on unmount', async () => {
  sessionStorage.setItem(CHAT_STARTED_KEY, '1');
  const { rerender, unmount } = render(
    <ChatButton locale="sv" scriptUrl={scriptUrl} siteId="site-sv" label="Chatta med oss" />,
  );
  // The provider's script would now add its widget to <body>.
  const widget = document.createElement('div');
  widget.id = 'provider-widget';
  await act(async () => {
    document.body.appendChild(widget);
  });
  expect(widget).toHaveAttribute('data-chat-widget', 'sv');

  rerender(<ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" label="Chat with us" />);
  expect(document.getElementById('provider-widget')).toBeNull();
  expect(chatScripts().map((script) => script.src)).toEqual([`${scriptUrl}/site-en/default`]);

  unmount();
  expect(chatScripts()).toHaveLength(0);
});
