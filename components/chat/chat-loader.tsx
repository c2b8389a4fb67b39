'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/components/ui/idle';

interface Props {
  locale: string;
  /** The provider's embed host, e.g. https://embed.tawk.to. */
  scriptUrl: string;
  /** The provider's site (property) ID for this language; no ID, no chat. */
  siteId?: string;
}

/** Marks the script we add and every element the provider's widget adds to <body>. */
export const chatScriptAttribute = 'data-chat-script';
export const chatWidgetAttribute = 'data-chat-widget';

// Globals the default provider (tawk.to) leaves behind; cleared so the next language's widget
// starts from scratch instead of reusing the old one.
const providerGlobals = ['Tawk_API', 'Tawk_LoadStart'];

const interactionEvents = ['pointerdown', 'keydown', 'scroll'] as const;

export function chatScriptSrc(scriptUrl: string, siteId: string): string {
  return `${scriptUrl.replace(/\/+$/, '')}/${siteId}/default`;
}

/** React (and Next) create their own nodes; anything else appended to <body> is the widget's. */
const ownedByReact = (node: Element) =>
  node.localName === 'next-route-announcer' || Object.keys(node).some((key) => key.startsWith('__react'));

export function removeChatWidget() {
  document.querySelectorAll(`[${chatScriptAttribute}], [${chatWidgetAttribute}]`).forEach((node) => node.remove());
  for (const name of providerGlobals) Reflect.deleteProperty(window, name);
}

/**
 * Loads the live-chat widget of the page's language late: once the browser is idle after the page
 * has loaded, or at the visitor's first interaction, whichever comes first. It never blocks
 * rendering. A language change removes the old widget before loading the other one.
 */
export function ChatLoader({ locale, scriptUrl, siteId }: Props) {
  useEffect(() => {
    if (!siteId) return;
    const src = chatScriptSrc(scriptUrl, siteId);
    let loaded = false;
    let cancelIdle = () => {};
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof Element && !node.hasAttribute(chatScriptAttribute) && !ownedByReact(node)) {
            node.setAttribute(chatWidgetAttribute, locale);
          }
        });
      }
    });

    function load() {
      if (loaded) return;
      loaded = true;
      stopWaiting();
      observer.observe(document.body, { childList: true });
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.charset = 'UTF-8';
      script.setAttribute(chatScriptAttribute, locale);
      document.body.appendChild(script);
    }
    function stopWaiting() {
      cancelIdle();
      window.removeEventListener('load', onPageLoad);
      for (const type of interactionEvents) window.removeEventListener(type, load);
    }
    function onPageLoad() {
      cancelIdle = whenIdle(load, { timeout: 4000, fallbackDelay: 2000 });
    }

    for (const type of interactionEvents) window.addEventListener(type, load, { once: true, passive: true });
    if (document.readyState === 'complete') onPageLoad();
    else window.addEventListener('load', onPageLoad, { once: true });

    return () => {
      stopWaiting();
      observer.disconnect();
      removeChatWidget();
    };
  }, [locale, scriptUrl, siteId]);

  return null;
}
