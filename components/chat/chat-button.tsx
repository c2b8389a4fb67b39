'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useBrowserValue, useHydrated } from '@/components/ui/use-hydrated';

export interface ChatTexts {
  /** "Chatta med oss" / "Chat with us". */
  button: string;
  /** The notice before anything loads: who provides the chat and what they receive. */
  noticeTitle: string;
  notice: ReactNode;
  /** Loads the chat ("Starta chatten"), or closes the notice. */
  start: string;
  cancel: string;
  /** Shown on the button while the widget loads. */
  loading: string;
  failedTitle: string;
  /** What to do instead (email, phone), with the links. */
  failedHelp: ReactNode;
  close: string;
}

interface Props {
  locale: string;
  /** The provider's embed host, e.g. https://embed.tawk.to. */
  scriptUrl: string;
  /** The provider's site (property) ID for this language; no ID, no chat and no button. */
  siteId?: string;
  texts: ChatTexts;
}

/** Marks the script we add and every element the provider's widget adds to <body>. */
const chatScriptAttribute = 'data-chat-script';
const chatWidgetAttribute = 'data-chat-widget';
/** Set for the rest of the visit once the visitor has asked for the chat. */
export const CHAT_STARTED_KEY = 'chat-started';
/** A widget that has not loaded by then is not coming: the visitor is told what to do instead. */
export const CHAT_LOAD_TIMEOUT_MS = 6000;
/** How long to wait for the opened widget to offer something focusable. */
const FOCUS_WAIT_MS = 2000;

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

function removeChatWidget() {
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

function rememberStarted(started: boolean): void {
  try {
    if (started) sessionStorage.setItem(CHAT_STARTED_KEY, '1');
    else sessionStorage.removeItem(CHAT_STARTED_KEY);
  } catch {
    // As above: nothing to remember it in.
  }
}

const focusable =
  'iframe, button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first focusable part of the widget; false while it has none yet. */
function focusWidget(): boolean {
  for (const widget of document.querySelectorAll<HTMLElement>(`[${chatWidgetAttribute}]`)) {
    const target = widget.matches(focusable)
      ? widget
      : widget.querySelector<HTMLElement>(focusable);
    if (!target) continue;
    target.focus();
    if (widget.contains(document.activeElement)) return true;
  }
  return false;
}

interface Handlers {
  /** The provider reports its widget ready (only when the visitor asked for it now). */
  onReady?: () => void;
  /** The script could not be fetched (offline, blocked, host down). */
  onError: () => void;
}

/** Loads the widget of `locale` and returns what removes it again. */
function loadWidget(locale: string, src: string, { onReady, onError }: Handlers): () => void {
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
  if (onReady) {
    // The provider calls onLoad once its widget is ready.
    const api: ProviderApi = ((window as ProviderWindow).Tawk_API ??= {});
    api.onLoad = onReady;
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.charset = 'UTF-8';
  script.setAttribute(chatScriptAttribute, locale);
  script.addEventListener('error', onError);
  document.body.appendChild(script);
  return () => {
    observer.disconnect();
    removeChatWidget();
  };
}

// Focus follows what replaced the control the visitor used: the notice's start button, the
// failure notice (both take it as they appear: a stable ref callback runs once), or the button.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type Status = 'idle' | 'notice' | 'loading' | 'open' | 'failed';

/**
 * Live chat only when asked for: nothing is requested from the chat provider (no script, no
 * cookies) until the visitor presses the button and then starts the chat in the notice it opens,
 * which says who provides the chat and what they receive (as the booking calendar does before
 * its frame loads; Escape or "Avbryt" closes it). Then the button says it is opening the chat,
 * the provider's script for the page's language loads, its widget opens and focus moves into it.
 * If the widget has not loaded within CHAT_LOAD_TIMEOUT_MS (or its script fails), a notice says
 * how to reach us instead. For the rest of the visit the widget comes with every page, in that
 * page's language, so the language switch swaps it. Rendered only once hydrated:
 * without JavaScript there is no chat, so no button that cannot work. The page keeps room for
 * the button at its end (globals.css, html[data-chat]).
 */
export function ChatButton({ locale, scriptUrl, siteId, texts }: Props) {
  const hydrated = useHydrated();
  const startedEarlier = useBrowserValue(wasStarted, false);
  const [status, setStatus] = useState<Status>('idle');
  const restoreFocus = useRef(false);
  const asked = status === 'loading' || status === 'open';
  const mode = asked ? 'now' : status === 'idle' && startedEarlier ? 'earlier' : 'none';

  useEffect(() => {
    if (!siteId || mode === 'none') return;
    const src = chatScriptSrc(scriptUrl, siteId);
    if (mode === 'earlier') {
      // A widget that fails on a later page gives the button back.
      return loadWidget(locale, src, {
        onError: () => {
          rememberStarted(false);
          setStatus('idle');
        },
      });
    }
    let ready = false;
    let focusTimer: number | undefined;
    const fail = () => {
      if (ready) return;
      rememberStarted(false);
      setStatus('failed');
    };
    const timeout = window.setTimeout(fail, CHAT_LOAD_TIMEOUT_MS);
    const remove = loadWidget(locale, src, {
      onReady: () => {
        ready = true;
        window.clearTimeout(timeout);
        (window as ProviderWindow).Tawk_API?.maximize?.();
        // Our button stays (and keeps focus) until the widget can take it.
        const since = Date.now();
        const tryFocus = () => {
          if (focusWidget() || Date.now() - since > FOCUS_WAIT_MS) setStatus('open');
          else focusTimer = window.setTimeout(tryFocus, 100);
        };
        tryFocus();
      },
      onError: fail,
    });
    return () => {
      window.clearTimeout(timeout);
      window.clearTimeout(focusTimer);
      remove();
    };
  }, [locale, scriptUrl, siteId, mode]);

  // Closing either notice gives the button back, with focus on it.
  const closeNotice = () => {
    restoreFocus.current = true;
    setStatus('idle');
  };

  if (!siteId || !hydrated || status === 'open' || mode === 'earlier') return null;
  if (status === 'notice') {
    return (
      <div
        role="dialog"
        aria-labelledby="chat-notice-title"
        aria-describedby="chat-notice-text"
        data-chat-notice=""
        className="card fixed right-4 bottom-4 left-4 z-40 shadow-lg sm:left-auto sm:max-w-sm print:hidden"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeNotice();
        }}
      >
        <p id="chat-notice-title" className="font-semibold text-ink">
          {texts.noticeTitle}
        </p>
        <p id="chat-notice-text" className="mt-1 text-sm text-muted">
          {texts.notice}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            ref={focusOnMount}
            type="button"
            className="btn btn-primary min-h-11 text-sm"
            onClick={() => {
              restoreFocus.current = true;
              rememberStarted(true);
              setStatus('loading');
            }}
          >
            {texts.start}
          </button>
          <button type="button" className="btn btn-outline min-h-11 text-sm" onClick={closeNotice}>
            {texts.cancel}
          </button>
        </div>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div
        ref={focusOnMount}
        role="alert"
        tabIndex={-1}
        data-chat-notice=""
        className="card fixed right-4 bottom-4 left-4 z-40 shadow-lg sm:left-auto sm:max-w-sm print:hidden"
      >
        <p className="font-semibold text-ink">{texts.failedTitle}</p>
        <p className="mt-1 text-sm text-muted">{texts.failedHelp}</p>
        <button
          type="button"
          className="btn btn-outline mt-4 min-h-11 text-sm"
          onClick={closeNotice}
        >
          {texts.close}
        </button>
      </div>
    );
  }
  const loading = status === 'loading';
  return (
    <button
      ref={(button) => {
        if (!button || !restoreFocus.current) return;
        restoreFocus.current = false;
        button.focus();
      }}
      type="button"
      data-chat-button=""
      aria-disabled={loading ? true : undefined}
      // On a phone a round 48 px icon (the words stay its name), so that it covers as little of
      // the page as it floats over; from sm up the pill with the words.
      className="btn btn-primary fixed right-4 bottom-4 z-40 shadow-lg max-sm:size-12 max-sm:rounded-full max-sm:p-0 print:hidden"
      onClick={() => {
        if (!loading) setStatus('notice');
      }}
    >
      {loading ? (
        <Spinner />
      ) : (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 5h16v11H9l-5 4V5Z" />
        </svg>
      )}
      <span className="max-sm:sr-only">{loading ? texts.loading : texts.button}</span>
    </button>
  );
}
