import localFont from 'next/font/local';

// Self-hosted Inter (Latin incl. å ä ö é): no font request leaves the site. The file is
// @fontsource-variable's Latin Inter with the weight axis cut to the 400-700 the site uses
// (scripts/subset-font.mjs, `npm run font:subset`): 30 KB instead of 48 KB on every page.
// 'optional': a page paints with the size-adjusted fallback and keeps it when the preloaded file
// has not arrived by the first paint (a cold visit on a slow network; later pages take it from
// the cache). With 'swap' the late font moved the text (CLS up to 0.038 under devtools
// throttling, with the stylesheets linked or inlined; docs/benchmarks.md, 1.1).
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  variable: '--font-inter',
  display: 'optional',
});
