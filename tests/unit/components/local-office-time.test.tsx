import { act, render, screen } from '@testing-library/react';
import { LocalOfficeTime, type LocalOfficeTimeTexts } from '@/components/layout/local-office-time';
import { LocalOfficeTimeWhenNear } from '@/components/layout/local-office-time-near';
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

describe('LocalOfficeTimeWhenNear', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders nothing until its place comes near the viewport, then the line from its lazily loaded chunk', async () => {
    // jsdom has no IntersectionObserver: this one reports the placeholder near once `approach()`
    // is called, as a real one does when the visitor scrolls towards the footer.
    let approach: () => void = () => {};
    const observed: Element[] = [];
    class NearObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        approach = () =>
          act(() =>
            this.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: NearObserver,
    });
    const { container } = render(<LocalOfficeTimeWhenNear className="mt-2" texts={english} />);
    // Only an empty placeholder, watched by the observer: no text, no chunk, no zone read.
    expect(observed).toHaveLength(1);
    expect(container).toHaveTextContent('');
    // Longer than the idle fallback (2 s at most): far from the viewport it never loads.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByTestId('local-office-time')).toBeNull();
    approach();
    const line = await screen.findByTestId('local-office-time', {}, { timeout: 4000 });
    expect(line).toHaveTextContent(expected(english));
    expect(line).toHaveClass('mt-2');
  });

  it('without IntersectionObserver shows the line once the page is idle', async () => {
    render(<LocalOfficeTimeWhenNear className="mt-2" texts={english} />);
    expect(screen.queryByTestId('local-office-time')).toBeNull();
    const line = await screen.findByTestId('local-office-time', {}, { timeout: 4000 });
    expect(line).toHaveTextContent(expected(english));
  });
});
