// Sources of the page policy that point at other hosts. Each one is written out as an origin
// (scheme, host and port): nothing is derived from a hostname, so a chat host such as
// `chat.example.co.uk` allows that host and not `*.co.uk`, and an IP address allows itself.

// https:// or wss://, a host name (optionally `*.` in front, as the operator wrote it) or an
// IPv4 address, an optional port; no path, query or credentials. A wildcard needs a name of at
// least two labels behind it whose last label is not a number (`*.0.1` is refused).
const ORIGIN =
  /^(https|wss):\/\/(?:(\*\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?))(?::(\d{1,5}))?$/;

/** Whether `value` is an origin fit for a CSP source list (see ORIGIN above). */
export function isCspOrigin(value: string): boolean {
  const match = ORIGIN.exec(value);
  if (!match) return false;
  const [, , wildcard, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  const labels = host.split('.');
  const numeric = /^\d+$/.test(labels.at(-1) ?? '');
  if (wildcard) return labels.length >= 2 && !numeric;
  // A dotted all-numeric host must be a real IPv4 address.
  return !numeric || (labels.length === 4 && labels.every((label) => Number(label) <= 255));
}

/** Who the chat provider's widget talks to, per kind of request. */
export interface ChatSources {
  /** Script hosts: only the embed script's own origin. */
  script: string[];
  /** Styles, images, fonts, frames and media: the script's origin and the https origins given. */
  assets: string[];
  /** fetch, XHR and WebSocket: every origin given (https and wss). */
  connect: string[];
}

/**
 * The chat's sources: the embed script's origin everywhere, and `extra` (CHAT_ORIGINS, or the
 * default provider's published hosts) where each kind of origin means something: wss:// only
 * in connect-src, never in script-src.
 */
export function chatSources(scriptUrl: string, extra: readonly string[]): ChatSources {
  const script = new URL(scriptUrl).origin;
  const https = extra.filter((source) => source.startsWith('https://'));
  const unique = (values: string[]) => [...new Set(values)];
  return {
    script: [script],
    assets: unique([script, ...https]),
    connect: unique([script, ...extra]),
  };
}
