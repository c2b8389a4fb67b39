import { routing } from './routing';

// Swedish pages live at the root (`/kontakt`) and render from `app/[locale]` as `/sv/contact`.
// next-intl's middleware would rewrite one to the other, but a middleware rewrite breaks when
// the server is bound to a loopback address (`next start -H 127.0.0.1`): Next then takes it for
// a rewrite to another server and proxies it to itself, which loops
// (docs/workarounds.md#loopback-rewrite). So the middleware only decides (locale, 404) and these
// rewrites of next.config.ts do the mapping, for every request the middleware marked Swedish
// (next-intl's locale request header; other requests never match).

export const LOCALE_HEADER = 'x-next-intl-locale';

export interface InternalRewrite {
  source: string;
  destination: string;
  has: { type: 'header'; key: string; value: string }[];
}

const swedish = [{ type: 'header' as const, key: LOCALE_HEADER, value: routing.defaultLocale }];
const prefix = `/${routing.defaultLocale}`;

/** Every Swedish address to its route: localized slugs first, then the same path under /sv. */
export function internalRewrites(): InternalRewrite[] {
  const localized = Object.entries(routing.pathnames).flatMap(([route, paths]) => {
    const shown = typeof paths === 'string' ? paths : paths[routing.defaultLocale];
    if (shown === route) return [];
    return [{ source: shown, destination: `${prefix}${route}`, has: swedish }];
  });
  return [
    { source: '/', destination: prefix, has: swedish },
    ...localized,
    // Pages whose Swedish address is their route, and unknown paths (the 404 page). Next applies
    // the rules one after the other, so the paths rewritten above (to /sv/...) are left out.
    {
      source: `/:path((?!${routing.defaultLocale}(?:/|$)).+)`,
      destination: `${prefix}/:path`,
      has: swedish,
    },
  ];
}
