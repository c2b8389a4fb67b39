/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';

test('the last-resort error page speaks both languages and leads home with a full page load', () => {
  const html = renderToStaticMarkup(<GlobalError />);
  expect(html).toContain('<html lang="sv">');
  expect(html).toContain('<h1 class="text-3xl font-bold">Något gick fel</h1>');
  expect(html).toContain('<p lang="en">Something went wrong</p>');
  expect(html).toMatch(/<a href="\/" class="btn btn-primary">Till startsidan<\/a>/);
  // Nothing of Next's built-in page (English only, inline styles).
  expect(html).not.toContain('style=');
});
