import localFont from 'next/font/local';

// Self-hosted Inter (variable weight, Latin incl. å ä ö é) from @fontsource-variable:
// no font request leaves the site.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
});
