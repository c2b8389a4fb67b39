import { render, screen } from '@testing-library/react';
import { LocalOfficeTime, type LocalOfficeTimeTexts } from '@/components/layout/local-office-time';
import { LocalOfficeTimeWhenIdle } from '@/components/layout/local-office-time-idle';
import { formatOfficeHoursRange, officeHoursInZone } from '@/lib/time/office-hours';

const english: LocalOfficeTimeTexts = {
  locale: 'en',
  yourTime: ['Your local time: ', ''],
  previousDay: '(previous day)',
  nextDay: '(next day)',
  sameZone: 'You are on Swedish time.',
};

// The zone conversion has its own tests (tests/unit/office-hours.test.ts); here the component
// runs in the test machine's zone and must wrap that result in the server-formatted texts.
function expected(texts: LocalOfficeTimeTexts): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const hours = officeHoursInZone({ date: new Date(), timeZone, locale: texts.locale });
  if (hours.sameAsOffice) return texts.sameZone;
  return texts.yourTime[0] + formatOfficeHoursRange(hours, texts) + texts.yourTime[1];
}

test('the office hours in the visitor zone, between the texts the server formatted', () => {
  render(<LocalOfficeTime texts={english} />);
  expect(screen.getByTestId('local-office-time')).toHaveTextContent(expected(english));
});

test('text after the range (a language that puts it last) stays after it', () => {
  const texts: LocalOfficeTimeTexts = { ...english, yourTime: ['(', ') is your local time'] };
  render(<LocalOfficeTime texts={texts} />);
  const line = screen.getByTestId('local-office-time');
  expect(line).toHaveTextContent(expected(texts));
  if (!line.textContent?.startsWith(english.sameZone)) {
    expect(line.textContent).toMatch(/^\(.+\) is your local time$/);
  }
});

describe('LocalOfficeTimeWhenIdle', () => {
  it('renders nothing until the page is idle, then the line from its lazily loaded chunk', async () => {
    render(<LocalOfficeTimeWhenIdle className="mt-2" texts={english} />);
    // Not even the loader's placeholder: the server HTML and the first client render are empty.
    expect(screen.queryByTestId('local-office-time')).toBeNull();
    const line = await screen.findByTestId('local-office-time', {}, { timeout: 4000 });
    expect(line).toHaveTextContent(expected(english));
    expect(line).toHaveClass('mt-2');
  });
});
