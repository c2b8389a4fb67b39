import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/layout/current-year';

function Line({ fallback }: { fallback: number }) {
  return (
    <p>
      © <CurrentYear fallback={fallback} /> Talent Bridge Sweden AB.
    </p>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

test('the prerendered HTML carries the build year', () => {
  jest.useFakeTimers({ now: new Date('2027-01-01T00:00:05') });
  expect(renderToString(<Line fallback={2026} />)).toContain('2026');
});

test('right after New Year the browser shows the new year without a rebuild, and hydrates cleanly', async () => {
  // Built in 2026, the page is opened five seconds into 2027.
  const html = renderToString(<Line fallback={2026} />);
  jest.useFakeTimers({ now: new Date('2027-01-01T00:00:05') });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Line fallback={2026} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(container.textContent).toBe('© 2027 Talent Bridge Sweden AB.');
  expect(errors).toEqual([]);
  container.remove();
});
