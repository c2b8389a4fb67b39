import { CONTACT_PREFILL_KEY, saveContactPrefill, takeContactPrefill } from '@/lib/contact-prefill';

beforeEach(() => sessionStorage.clear());

test('save then take: the message with the immigration service, once', () => {
  saveContactPrefill('Lön 35 000 kr');
  expect(JSON.parse(sessionStorage.getItem(CONTACT_PREFILL_KEY) ?? '')).toEqual({
    message: 'Lön 35 000 kr',
    service: 'immigration',
  });
  expect(takeContactPrefill()).toEqual({ message: 'Lön 35 000 kr', service: 'immigration' });
  expect(takeContactPrefill()).toBeNull();
});

test.each(['not json', '{"message": 42}', '{"message": "   "}', 'null', '[]'])(
  'malformed %j is ignored and removed',
  (raw) => {
    sessionStorage.setItem(CONTACT_PREFILL_KEY, raw);
    expect(takeContactPrefill()).toBeNull();
    expect(sessionStorage.getItem(CONTACT_PREFILL_KEY)).toBeNull();
  },
);

test('a stored service other than immigration is not trusted', () => {
  sessionStorage.setItem(CONTACT_PREFILL_KEY, JSON.stringify({ message: 'Hej', service: 'other' }));
  expect(takeContactPrefill()).toEqual({ message: 'Hej', service: 'immigration' });
});

test('very long messages are cut to fit the form', () => {
  saveContactPrefill('x'.repeat(10_000));
  expect(takeContactPrefill()?.message).toHaveLength(4000);
});
