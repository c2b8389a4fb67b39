'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

interface Props {
  locale: string;
  /** The provider's embed host, e.g. https://embed.tawk.to. */
  scriptUrl: string;
  /** The provider's site (property) ID for this language; no ID, no chat and no button. */
  siteId?: string;
  /** "Chatta med oss" / "Chat with us". */
  label: string;
}

/** Marks the script we add and every element the provider's widget adds to <body>. */
export const chatScriptAttribute = 'data-chat-script';
export const chatWidgetAttribute = 'data-chat-widget';
/** Set for the rest of the visit once the visitor has asked for the chat. */
export const CHAT_STARTED_KEY = 'chat-started';

// Globals the default provider (tawk.to) reads and leaves behind; cleared so the next language's
// widget starts from scratch instead of reusing the old one.
const providerGlobals = ['Tawk_API', 'Tawk_LoadStart'];

type ProviderApi = { onLoad?: () => void; maximize?: () => void };
type ProviderWindow = Window & { Tawk_API?: ProviderApi };

export function chatScriptSrc(scriptUrl: string, siteId: string): string {
  return `${scriptUrl.replace(/\/+$/, '')}/${siteId}/default`;
}

/** React (and Next) create their own nodes; anything else appended to <body> is the widget's. */
const ownedByReact = (node: Element) =>
  node.localName === 'next-route-announcer' ||
  Object.keys(node).some((key) => key.startsWith('__react'));

export function removeChatWidget() {
  document
    .querySelectorAll(`[${chatScriptAttribute}], [${chatWidgetAttribute}]`)
    .forEach((node) => node.remove());
  for (const name of providerGlobals) Reflect.deleteProperty(window, name);
}

function wasStarted(): boolean {
  try {
    return sessionStorage.getItem(CHAT_STARTED_KEY) === '1';
  } catch {
    return false; // storage blocked: the visitor presses the button again on the next page
  }
}

function rememberStarted(): void {
  try {
    sessionStorage.setItem(CHAT_STARTED_KEY, '1');
  } catch {
    // As above: nothing to remember it in.
  }
}

/** Loads the widget of `locale` and returns what removes it again. */
function loadWidget(locale: string, src: string, open: boolean): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (
          node instanceof Element &&
          !node.hasAttribute(chatScriptAttribute) &&
          !ownedByReact(node)
        ) {
          node.setAttribute(chatWidgetAttribute, locale);
        }
      });
    }
  });
  observer.observe(document.body, { childList: true });
  if (open) {
    // The provider calls onLoad once its widget is ready: open it, since the visitor asked.
    const api: ProviderApi = ((window as ProviderWindow).Tawk_API ??= {});
    api.onLoad = () => api.maximize?.();
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.charset = 'UTF-8';
  script.setAttribute(chatScriptAttribute, locale);
  document.body.appendChild(script);
  return () => {
    observer.disconnect();
    removeChatWidget();
  };
}

const subscribe = () => () => {};

/**
 * Live chat only when asked for: nothing is requested from the chat provider (no script, no
 * cookies) until the visitor presses the button; then the provider's script for the page's
 * language loads and opens its widget. For the rest of the visit the widget comes with every page,
 * in that page's language, so the language switch swaps it (spec §4). Rendered only once
 * hydrated: without JavaScript there is no chat, so no button that cannot work.
 */
export function ChatButton({ locale, scriptUrl, siteId, label }: Props) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const startedEarlier = useSyncExternalStore(subscribe, wasStarted, () => false);
  const [pressed, setPressed] = useState(false);
  const request = pressed ? 'now' : startedEarlier ? 'earlier' : 'none';

  useEffect(() => {
    if (!siteId || request === 'none') return;
    return loadWidget(locale, chatScriptSrc(scriptUrl, siteId), request === 'now');
  }, [locale, scriptUrl, siteId, request]);

  if (!siteId || !hydrated || request !== 'none') return null;
  return (
    <button
      type="button"
      className="btn btn-primary fixed right-4 bottom-4 z-40 shadow-lg print:hidden"
      onClick={() => {
        rememberStarted();
        setPressed(true);
      }}
    >
      {label}
    </button>
  );
}
