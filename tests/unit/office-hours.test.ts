/** @jest-environment node */
import {
  OFFICE_CLOSES,
  OFFICE_OPENS,
  OFFICE_TIME_ZONE,
  formatOfficeHoursRange,
  officeHoursInZone,
  type ZonedOfficeHours,
} from '@/lib/time/office-hours';

// Reference instants are noon UTC, which is the same calendar date in Stockholm.
const at = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

// Offsets used below (2026): Stockholm CET +1 / CEST +2 from 2026-03-29 to 2026-10-25;
// US EDT from 2026-03-08 to 2026-11-01 (New York -5/-4, Los Angeles -8/-7);
// Auckland NZDT +13 until 2026-04-05 and from 2026-09-27, NZST +12 in between;
// Tokyo +9, Kolkata +5:30, Kathmandu +5:45, UTC 0, Kiritimati +14, Etc/GMT+12 is -12.
const NOTES = { previousDay: '(previous day)', nextDay: '(next day)' };

describe('constants', () => {
  it('describes Monday-Friday 08:00-17:00 in Stockholm', () => {
    expect(OFFICE_TIME_ZONE).toBe('Europe/Stockholm');
    expect(OFFICE_OPENS).toEqual({ hour: 8, minute: 0 });
    expect(OFFICE_CLOSES).toEqual({ hour: 17, minute: 0 });
  });
});

type Row = [date: string, timeZone: string, sv: string, en: string, sameAsOffice?: boolean];

// `sv` and `en` columns are the formatted range with day notes, so offsets are checked too.
const cases: Row[] = [
  // Stockholm itself and a zone sharing its offsets
  ['2026-01-15', 'Europe/Stockholm', '08:00 – 17:00', '8:00 AM – 5:00 PM', true],
  ['2026-07-01', 'Europe/Stockholm', '08:00 – 17:00', '8:00 AM – 5:00 PM', true],
  ['2026-07-01', 'Europe/Berlin', '08:00 – 17:00', '8:00 AM – 5:00 PM', true],
  // UTC
  ['2026-01-15', 'UTC', '07:00 – 16:00', '7:00 AM – 4:00 PM'],
  ['2026-07-01', 'UTC', '06:00 – 15:00', '6:00 AM – 3:00 PM'],
  // London switches on the same day as Sweden, so the difference stays 1 h
  ['2026-03-27', 'Europe/London', '07:00 – 16:00', '7:00 AM – 4:00 PM'],
  ['2026-03-30', 'Europe/London', '07:00 – 16:00', '7:00 AM – 4:00 PM'],
  // New York around both switches
  ['2026-01-15', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'],
  ['2026-03-07', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'], // CET vs EST: 6 h
  ['2026-03-09', 'America/New_York', '03:00 – 12:00', '3:00 AM – 12:00 PM'], // CET vs EDT: 5 h
  ['2026-03-30', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'], // CEST vs EDT: 6 h
  ['2026-07-01', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'],
  ['2026-10-23', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'], // CEST vs EDT: 6 h
  ['2026-10-26', 'America/New_York', '03:00 – 12:00', '3:00 AM – 12:00 PM'], // CET vs EDT: 5 h
  ['2026-11-02', 'America/New_York', '02:00 – 11:00', '2:00 AM – 11:00 AM'], // CET vs EST: 6 h
  // Los Angeles: opening falls on the previous day except in the weeks the US is already/still on DST
  [
    '2026-01-15',
    'America/Los_Angeles',
    '23:00 (previous day) – 08:00',
    '11:00 PM (previous day) – 8:00 AM',
  ],
  ['2026-03-09', 'America/Los_Angeles', '00:00 – 09:00', '12:00 AM – 9:00 AM'], // CET vs PDT: 8 h
  [
    '2026-03-30',
    'America/Los_Angeles',
    '23:00 (previous day) – 08:00',
    '11:00 PM (previous day) – 8:00 AM',
  ],
  ['2026-10-26', 'America/Los_Angeles', '00:00 – 09:00', '12:00 AM – 9:00 AM'],
  [
    '2026-11-02',
    'America/Los_Angeles',
    '23:00 (previous day) – 08:00',
    '11:00 PM (previous day) – 8:00 AM',
  ],
  // Tokyo (no DST): closing falls on the next day
  ['2026-01-15', 'Asia/Tokyo', '16:00 – 01:00 (next day)', '4:00 PM – 1:00 AM (next day)'],
  ['2026-07-01', 'Asia/Tokyo', '15:00 – 00:00 (next day)', '3:00 PM – 12:00 AM (next day)'],
  // Half- and quarter-hour offsets
  ['2026-01-15', 'Asia/Kolkata', '12:30 – 21:30', '12:30 PM – 9:30 PM'],
  ['2026-07-01', 'Asia/Kolkata', '11:30 – 20:30', '11:30 AM – 8:30 PM'],
  ['2026-01-15', 'Asia/Kathmandu', '12:45 – 21:45', '12:45 PM – 9:45 PM'],
  // Auckland (southern hemisphere DST)
  ['2026-01-15', 'Pacific/Auckland', '20:00 – 05:00 (next day)', '8:00 PM – 5:00 AM (next day)'], // +1 vs +13
  ['2026-03-30', 'Pacific/Auckland', '19:00 – 04:00 (next day)', '7:00 PM – 4:00 AM (next day)'], // +2 vs +13
  ['2026-07-01', 'Pacific/Auckland', '18:00 – 03:00 (next day)', '6:00 PM – 3:00 AM (next day)'], // +2 vs +12
  ['2026-10-26', 'Pacific/Auckland', '20:00 – 05:00 (next day)', '8:00 PM – 5:00 AM (next day)'], // +1 vs +13
  // Auckland leaves DST at 14:00 UTC on 2026-04-04, between Stockholm's opening (06:00 UTC) and closing (15:00 UTC)
  ['2026-04-04', 'Pacific/Auckland', '19:00 – 03:00 (next day)', '7:00 PM – 3:00 AM (next day)'],
  // Extreme offsets still stay within one day
  ['2026-01-15', 'Pacific/Kiritimati', '21:00 – 06:00 (next day)', '9:00 PM – 6:00 AM (next day)'],
  ['2026-01-15', 'Etc/GMT+12', '19:00 (previous day) – 04:00', '7:00 PM (previous day) – 4:00 AM'],
];

describe('officeHoursInZone + formatOfficeHoursRange', () => {
  it.each(cases)('%s in %s: %s / %s', (date, timeZone, sv, en, sameAsOffice = false) => {
    const svHours = officeHoursInZone({ date: at(date), timeZone, locale: 'sv' });
    const enHours = officeHoursInZone({ date: at(date), timeZone, locale: 'en' });
    expect(formatOfficeHoursRange(svHours, NOTES)).toBe(sv);
    expect(formatOfficeHoursRange(enHours, NOTES)).toBe(en);
    expect(svHours.sameAsOffice).toBe(sameAsOffice);
    expect(enHours.sameAsOffice).toBe(sameAsOffice);
    expect([svHours.startDayOffset, svHours.endDayOffset]).toEqual([
      enHours.startDayOffset,
      enHours.endDayOffset,
    ]);
  });
});

describe('officeHoursInZone', () => {
  it('returns the full structure for Los Angeles in winter', () => {
    expect(
      officeHoursInZone({ date: at('2026-01-15'), timeZone: 'America/Los_Angeles', locale: 'en' }),
    ).toEqual({
      start: '11:00 PM',
      end: '8:00 AM',
      startDayOffset: -1,
      endDayOffset: 0,
      sameAsOffice: false,
    });
  });

  it('returns the full structure for Tokyo in winter', () => {
    expect(
      officeHoursInZone({ date: at('2026-01-15'), timeZone: 'Asia/Tokyo', locale: 'sv' }),
    ).toEqual({
      start: '16:00',
      end: '01:00',
      startDayOffset: 0,
      endDayOffset: 1,
      sameAsOffice: false,
    });
  });

  it('uses plain ASCII spaces before AM/PM', () => {
    const { start, end } = officeHoursInZone({
      date: at('2026-01-15'),
      timeZone: 'UTC',
      locale: 'en',
    });
    expect(start).toBe('7:00 AM');
    expect(end).toBe('4:00 PM');
    expect(`${start}${end}`).not.toMatch(/[\u00a0\u202f]/);
  });

  it('normalizes a narrow no-break space before AM/PM (emitted by some ICU/engine versions)', () => {
    // V8 in Node 20 already emits a plain space from format(), so simulate engines that do not.
    const proto = Intl.DateTimeFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'format') as PropertyDescriptor;
    Object.defineProperty(proto, 'format', { configurable: true, get: () => () => '8:00\u202fAM' });
    try {
      const { start, end } = officeHoursInZone({
        date: at('2026-01-15'),
        timeZone: 'UTC',
        locale: 'en',
      });
      expect([start, end]).toEqual(['8:00 AM', '8:00 AM']);
    } finally {
      Object.defineProperty(proto, 'format', original);
    }
  });

  it('treats a zone with a different name but the same offset as the office', () => {
    expect(
      officeHoursInZone({ date: at('2026-01-15'), timeZone: 'Europe/Paris', locale: 'sv' })
        .sameAsOffice,
    ).toBe(true);
  });

  it('is not sameAsOffice for London even though only one hour apart', () => {
    expect(
      officeHoursInZone({ date: at('2026-01-15'), timeZone: 'Europe/London', locale: 'sv' })
        .sameAsOffice,
    ).toBe(false);
  });

  it('compares offsets on the reference date: Lagos (always +1) matches Stockholm only in winter', () => {
    expect(
      officeHoursInZone({ date: at('2026-01-15'), timeZone: 'Africa/Lagos', locale: 'sv' }),
    ).toMatchObject({
      start: '08:00',
      end: '17:00',
      sameAsOffice: true,
    });
    expect(
      officeHoursInZone({ date: at('2026-07-01'), timeZone: 'Africa/Lagos', locale: 'sv' }),
    ).toMatchObject({
      start: '07:00',
      end: '16:00',
      sameAsOffice: false,
    });
  });

  describe('reference date is the Stockholm calendar date of the instant', () => {
    it('uses the Stockholm date when UTC is still on the previous day (spring switch)', () => {
      // 2026-03-28T23:30Z is 2026-03-29 00:30 CET in Stockholm; 08:00 that day is CEST (+2), New York is EDT (-4).
      const hours = officeHoursInZone({
        date: new Date('2026-03-28T23:30:00Z'),
        timeZone: 'America/New_York',
        locale: 'sv',
      });
      expect([hours.start, hours.end]).toEqual(['02:00', '11:00']);
    });

    it('uses the Stockholm date when UTC is still on the previous day (autumn switch)', () => {
      // 2026-10-24T22:30Z is 2026-10-25 00:30 CEST; 08:00 that day is CET (+1), New York is EDT (-4).
      const hours = officeHoursInZone({
        date: new Date('2026-10-24T22:30:00Z'),
        timeZone: 'America/New_York',
        locale: 'sv',
      });
      expect([hours.start, hours.end]).toEqual(['03:00', '12:00']);
    });

    it('gives the same result for any instant on the same Stockholm date', () => {
      // 2026-07-01 00:00 CEST is 2026-06-30T22:00Z; 23:59 CEST is 2026-07-01T21:59Z.
      const early = officeHoursInZone({
        date: new Date('2026-06-30T22:00:00Z'),
        timeZone: 'Asia/Tokyo',
        locale: 'sv',
      });
      const late = officeHoursInZone({
        date: new Date('2026-07-01T21:59:59.999Z'),
        timeZone: 'Asia/Tokyo',
        locale: 'sv',
      });
      expect(early).toEqual(late);
      expect([early.start, early.end, early.endDayOffset]).toEqual(['15:00', '00:00', 1]);
    });

    it('handles the US switch instant coinciding with Stockholm opening (2026-03-08 07:00 UTC)', () => {
      // New York jumps from 02:00 EST to 03:00 EDT at exactly 08:00 CET.
      const hours = officeHoursInZone({
        date: at('2026-03-08'),
        timeZone: 'America/New_York',
        locale: 'sv',
      });
      expect([hours.start, hours.end]).toEqual(['03:00', '12:00']);
    });

    it('handles Sweden switch days themselves', () => {
      expect(
        officeHoursInZone({ date: at('2026-03-29'), timeZone: 'UTC', locale: 'sv' }),
      ).toMatchObject({ start: '06:00', end: '15:00' });
      expect(
        officeHoursInZone({ date: at('2026-10-25'), timeZone: 'UTC', locale: 'sv' }),
      ).toMatchObject({ start: '07:00', end: '16:00' });
    });
  });

  describe('errors', () => {
    it.each(['Not/AZone', 'Mars/Olympus_Mons', ''])(
      'throws a RangeError naming the invalid time zone %p',
      (timeZone) => {
        const call = () => officeHoursInZone({ date: at('2026-01-15'), timeZone, locale: 'sv' });
        expect(call).toThrow(RangeError);
        expect(call).toThrow(`Invalid time zone: "${timeZone}"`);
      },
    );

    it('throws a RangeError for an invalid date', () => {
      expect(() =>
        officeHoursInZone({ date: new Date('nope'), timeZone: 'UTC', locale: 'sv' }),
      ).toThrow(RangeError);
    });
  });
});

describe('formatOfficeHoursRange', () => {
  const base: ZonedOfficeHours = {
    start: '08:00',
    end: '17:00',
    startDayOffset: 0,
    endDayOffset: 0,
    sameAsOffice: true,
  };

  it('joins the times with a spaced en dash', () => {
    expect(formatOfficeHoursRange(base, NOTES)).toBe('08:00 – 17:00');
  });

  it('appends the next-day note after the closing time', () => {
    expect(
      formatOfficeHoursRange({ ...base, start: '16:00', end: '01:00', endDayOffset: 1 }, NOTES),
    ).toBe('16:00 – 01:00 (next day)');
  });

  it('appends the previous-day note after the opening time', () => {
    expect(
      formatOfficeHoursRange(
        { ...base, start: '11:00 PM', end: '8:00 AM', startDayOffset: -1 },
        NOTES,
      ),
    ).toBe('11:00 PM (previous day) – 8:00 AM');
  });

  it('uses the caller-provided note strings verbatim (e.g. translated)', () => {
    const sv = { previousDay: '(föregående dag)', nextDay: '(nästa dag)' };
    expect(formatOfficeHoursRange({ ...base, startDayOffset: -1, endDayOffset: 1 }, sv)).toBe(
      '08:00 (föregående dag) – 17:00 (nästa dag)',
    );
  });
});
