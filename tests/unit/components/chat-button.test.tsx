import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHAT_LOAD_TIMEOUT_MS,
  CHAT_STARTED_KEY,
  ChatButton,
  chatScriptSrc,
  type ChatTexts,
} from '@/components/chat/chat-button';

const scriptUrl = 'https://embed.chat.example';
const chatScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[data-chat-script]'),
];
type ProviderWindow = Window & { Tawk_API?: { onLoad?: () => void; maximize?: () => void } };

const texts = (button: string): ChatTexts => ({
  button,
  loading: 'Opening the chat…',
  failedTitle: 'The chat could not be opened.',
  failedHelp: (
    <>
      Email <a href="mailto:info@example.se">info@example.se</a>
    </>
  ),
  close: 'Close',
  noticeTitle: 'Before the chat starts',
  notice: (
    <>
      The chat is provided by Chatco.{' '}
      <a href="https://site.example/en/privacy-policy">privacy policy</a>
    </>
  ),
  start: 'Start the chat',
  cancel: 'Cancel',
});

/** The visitor asks for the chat: its button, then "Start the chat" in the notice. */
async function startChat(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(screen.getByRole('button', { name: 'Start the chat' }));
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  Reflect.deleteProperty(window, 'Tawk_API');
  jest.useRealTimers();
});

/** What the provider's script does once it has run: adds its widget and reports it ready. */
function providerLoads(withInput = true) {
  const widget = document.createElement('div');
  widget.id = 'provider-widget';
  if (withInput) widget.appendChild(document.createElement('textarea'));
  document.body.appendChild(widget);
  const api = (window as ProviderWindow).Tawk_API;
  if (!api) throw new Error('the provider API object was not prepared');
  api.maximize = jest.fn();
  return { widget, api };
}

it('builds the provider script address from the host and the site ID', () => {
  expect(chatScriptSrc('https://embed.tawk.to/', 'abc123')).toBe(
    'https://embed.tawk.to/abc123/default',
  );
});

it('shows no button and adds no script when no site ID is configured', () => {
  render(<ChatButton locale="sv" scriptUrl={scriptUrl} texts={texts('Chatta med oss')} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(chatScripts()).toHaveLength(0);
});

it('loads nothing until pressed; then a loading state, the widget opens and takes the focus', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" texts={texts('Chat with us')} />,
  );
  for (const type of ['pointerdown', 'keydown', 'scroll']) window.dispatchEvent(new Event(type));
  expect(chatScripts()).toHaveLength(0);
  await startChat(user, 'Chat with us');
  const [script] = chatScripts();
  expect(script?.src).toBe(`${scriptUrl}/site-en/default`);
  expect(script).toHaveAttribute('data-chat-script', 'en');
  expect(sessionStorage.getItem(CHAT_STARTED_KEY)).toBe('1');
  // Still there, and still focused, while the widget loads: it says so.
  const loading = screen.getByRole('button', { name: 'Opening the chat…' });
  expect(loading).toHaveFocus();
  expect(loading).toHaveAttribute('aria-disabled', 'true');

  const { widget, api } = await act(async () => providerLoads());
  await act(async () => api.onLoad?.());
  expect(api.maximize).toHaveBeenCalled();
  expect(widget).toHaveAttribute('data-chat-widget', 'en');
  expect(widget.querySelector('textarea')).toHaveFocus();
  // The widget brings its own launcher; ours goes.
  expect(screen.queryByRole('button')).toBeNull();
});

it('first says who provides the chat and what they receive; loads nothing until started', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" texts={texts('Chat with us')} />,
  );
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  const notice = screen.getByRole('dialog', { name: 'Before the chat starts' });
  expect(notice).toHaveAccessibleDescription(/provided by Chatco/);
  expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    'https://site.example/en/privacy-policy',
  );
  expect(screen.getByRole('button', { name: 'Start the chat' })).toHaveFocus();
  expect(chatScripts()).toHaveLength(0);
  expect(sessionStorage.getItem(CHAT_STARTED_KEY)).toBeNull();
  // Escape, or Cancel, closes it and gives the focus back to the chat button; nothing loaded.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  expect(chatScripts()).toHaveLength(0);
  // Started from the keyboard: the chat loads.
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  expect(chatScripts()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Opening the chat…' })).toHaveFocus();
});

it('says what to do instead when the widget has not loaded within the timeout', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" texts={texts('Chat with us')} />,
  );
  await startChat(user, 'Chat with us');
  act(() => jest.advanceTimersByTime(CHAT_LOAD_TIMEOUT_MS - 100));
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => jest.advanceTimersByTime(200));
  const notice = screen.getByRole('alert');
  expect(notice).toHaveTextContent('The chat could not be opened.');
  expect(screen.getByRole('link', { name: 'info@example.se' })).toHaveAttribute(
    'href',
    'mailto:info@example.se',
  );
  expect(notice).toHaveFocus();
  // The failed script is gone, and the next page offers the button again instead of retrying.
  expect(chatScripts()).toHaveLength(0);
  expect(sessionStorage.getItem(CHAT_STARTED_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
});

it('says so at once when the script cannot be fetched', async () => {
  const user = userEvent.setup({ delay: null });
  render(<ChatButton locale="sv" scriptUrl={scriptUrl} siteId="site-sv" texts={texts('Chatta')} />);
  await startChat(user, 'Chatta');
  await act(async () => chatScripts()[0]?.dispatchEvent(new Event('error')));
  expect(screen.getByRole('alert')).toHaveTextContent('The chat could not be opened.');
});

it('once asked for in this visit, the next page loads the widget of its own language', async () => {
  sessionStorage.setItem(CHAT_STARTED_KEY, '1');
  const { unmount } = render(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" texts={texts('Chat with us')} />,
  );
  expect(chatScripts().map((script) => script.src)).toEqual([`${scriptUrl}/site-en/default`]);
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  expect(chatScripts()).toHaveLength(0);
});

it('swaps the widget when the language changes and cleans up on unmount', async () => {
  sessionStorage.setItem(CHAT_STARTED_KEY, '1');
  const { rerender, unmount } = render(
    <ChatButton locale="sv" scriptUrl={scriptUrl} siteId="site-sv" texts={texts('Chatta')} />,
  );
  // The provider's script would now add its widget to <body>.
  const widget = document.createElement('div');
  widget.id = 'provider-widget';
  await act(async () => {
    document.body.appendChild(widget);
  });
  expect(widget).toHaveAttribute('data-chat-widget', 'sv');

  rerender(
    <ChatButton locale="en" scriptUrl={scriptUrl} siteId="site-en" texts={texts('Chat with us')} />,
  );
  expect(document.getElementById('provider-widget')).toBeNull();
  expect(chatScripts().map((script) => script.src)).toEqual([`${scriptUrl}/site-en/default`]);

  unmount();
  expect(chatScripts()).toHaveLength(0);
});
