import { render, screen } from '@testing-library/react';
import { PathParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import PageError from '@/app/[locale]/error';
import AdminError from '@/app/admin/error';
import { adminErrorTexts } from '@/lib/admin/error-texts';
import { publicErrorTexts } from '@/lib/i18n/error-texts';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

test('the error pages’ texts are those of messages/*.json', () => {
  expect(publicErrorTexts).toEqual({ sv: sv.ErrorPage, en: en.ErrorPage });
  expect(adminErrorTexts).toEqual({ sv: sv.Admin.error, en: en.Admin.error });
});

test.each([
  ['sv', 'Något gick fel', 'Till startsidan', '/'],
  ['en', 'Something went wrong', 'Go to the homepage', '/en'],
])('a failed %s page says so calmly and links home', (locale, heading, home, href) => {
  render(
    <PathParamsContext.Provider value={{ locale }}>
      <PageError />
    </PathParamsContext.Provider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
});

test('the back office’s error page shows the digest to quote, in the page’s language', () => {
  document.documentElement.lang = 'en';
  const error = Object.assign(new Error('boom'), { digest: '2739201845' });
  render(<AdminError error={error} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  expect(screen.getByText('2739201845')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/admin');
  expect(document.body).not.toHaveTextContent('boom');
});
