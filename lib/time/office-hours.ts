export const OFFICE_TIME_ZONE = 'Europe/Stockholm';
export const OFFICE_OPENS = { hour: 8, minute: 0 };
export const OFFICE_CLOSES = { hour: 17, minute: 0 };

export type DayOffset = -1 | 0 | 1;

export interface ZonedOfficeHours {
  start: string;
  end: string;
  startDayOffset: DayOffset;
  endDayOffset: DayOffset;
  sameAsOffice: boolean;
}

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const PARTS_OPTIONS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...PARTS_OPTIONS, timeZone });
    } catch (error) {
      throw new RangeError(`Invalid time zone: "${timeZone}"`, { cause: error });
    }
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of `instant` as seen in `timeZone`. */
function wallClockInZone(instant: Date, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = fields;
  return { year, month, day, hour, minute, second };
}

/** UTC offset of `timeZone` at `instant`, in minutes (east of UTC is positive). */
function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClockInZone(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // Drop sub-second precision the formatted fields cannot carry.
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MS_PER_MINUTE);
}

/** The instant at which `timeZone` shows the given wall-clock time (assumes it is not in a DST gap). */
function zonedTimeToInstant(wall: Omit<WallClock, 'second'>, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Second pass corrects the guess when the offset at `naive` differs from the offset at the result.
  let instant = naive - utcOffsetMinutes(new Date(naive), timeZone) * MS_PER_MINUTE;
  instant = naive - utcOffsetMinutes(new Date(instant), timeZone) * MS_PER_MINUTE;
  return new Date(instant);
}

function dayNumber(w: Pick<WallClock, 'year' | 'month' | 'day'>): number {
  return Date.UTC(w.year, w.month - 1, w.day) / MS_PER_DAY;
}

const TIME_FORMATS = {
  sv: ['sv-SE', { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }],
  en: ['en-US', { hourCycle: 'h12', hour: 'numeric', minute: '2-digit' }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

function formatTime(instant: Date, timeZone: string, locale: Locale): string {
  const [tag, options] = TIME_FORMATS[locale];
  const text = new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(instant);
  // CLDR 42+ puts U+202F before AM/PM; V8 swaps it back for web compatibility, other engines may not.
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

export function officeHoursInZone(options: {
  date: Date;
  timeZone: string;
  locale: Locale;
}): ZonedOfficeHours {
  const { date, timeZone, locale } = options;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid reference date');
  partsFormatter(timeZone); // validates the zone before any work

  const officeDate = wallClockInZone(date, OFFICE_TIME_ZONE);
  const convert = (time: { hour: number; minute: number }) => {
    const instant = zonedTimeToInstant({ ...officeDate, ...time }, OFFICE_TIME_ZONE);
    const visitor = wallClockInZone(instant, timeZone);
    return {
      text: formatTime(instant, timeZone, locale),
      // Always within ±1: real offsets span UTC-12..UTC+14, and the office hours sit mid-day.
      dayOffset: (dayNumber(visitor) - dayNumber(officeDate)) as DayOffset,
      sameOffset:
        utcOffsetMinutes(instant, timeZone) === utcOffsetMinutes(instant, OFFICE_TIME_ZONE),
    };
  };
  const opens = convert(OFFICE_OPENS);
  const closes = convert(OFFICE_CLOSES);
  return {
    start: opens.text,
    end: closes.text,
    startDayOffset: opens.dayOffset,
    endDayOffset: closes.dayOffset,
    sameAsOffice: opens.sameOffset && closes.sameOffset,
  };
}

export function formatOfficeHoursRange(
  hours: ZonedOfficeHours,
  notes: { previousDay: string; nextDay: string },
): string {
  const withNote = (time: string, offset: DayOffset) => {
    const note = offset === -1 ? notes.previousDay : offset === 1 ? notes.nextDay : '';
    return note ? `${time} ${note}` : time;
  };
  return `${withNote(hours.start, hours.startDayOffset)} – ${withNote(hours.end, hours.endDayOffset)}`;
}

import type { Locale } from 'next-intl';
