import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CalendarLoader } from '@/components/sections/booking/calendar-loader';

const loader = (
  <CalendarLoader
    src="https://calendar.example/talentbridge"
    height={700}
    frameTitle="Booking calendar"
    buttonLabel="Show the calendar"
  >
    <p>The calendar is provided by Example.</p>
  </CalendarLoader>
);

test('no frame until the press; then the frame of the given address, 700 px tall, focused', async () => {
  const user = userEvent.setup({ delay: null });
  render(loader);
  expect(screen.getByText('The calendar is provided by Example.')).toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show the calendar' }));
  const frame = screen.getByTitle('Booking calendar');
  expect(frame).toHaveAttribute('src', 'https://calendar.example/talentbridge');
  expect(frame).toHaveStyle({ height: '700px' });
  expect(frame).toHaveFocus();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('in the server’s HTML the button keeps its place but is hidden: it cannot work there', () => {
  const html = renderToString(loader);
  expect(html).not.toContain('<iframe');
  expect(html).toMatch(/<button[^>]*class="[^"]*invisible[^"]*"[^>]*aria-hidden="true"/);
});
