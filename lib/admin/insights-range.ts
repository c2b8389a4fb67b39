import { addDays, isIsoDate, stockholmDate } from '@/lib/salary/rules';
import type { Params } from './lead-filters';

// The period /admin/insights shows: the last 7, 30 or 90 days (Europe/Stockholm, today
// included) or a chosen range of calendar days, read from a GET form's query string. Anything
// unknown or malformed falls back to the last 30 days, never an error.

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
/** The longest range: what the counts are kept for (lib/retention/purge.ts), about two years. */
export const MAX_RANGE_DAYS = 731;

export interface InsightsRange {
  /** Inclusive YYYY-MM-DD dates. */
  from: string;
  to: string;
  /** The preset chosen, or null for a range of dates. */
  preset: Preset | null;
  days: number;
}

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Every day of the range, in order. */
export function daysOf(range: InsightsRange): string[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.from, index));
}

export function parseInsightsRange(params: Params, now = new Date()): InsightsRange {
  const today = stockholmDate(now);
  const from = first(params.from);
  const to = first(params.to);
  if (first(params.range) === 'custom' || (!params.range && (from || to))) {
    if (isIsoDate(from) && isIsoDate(to)) {
      const [start, end] = from <= to ? [from, to] : [to, from];
      const days = Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1;
      if (days <= MAX_RANGE_DAYS) return { from: start, to: end, preset: null, days };
      return {
        from: addDays(end, 1 - MAX_RANGE_DAYS),
        to: end,
        preset: null,
        days: MAX_RANGE_DAYS,
      };
    }
  }
  const asked = Number(first(params.range));
  const preset = (PRESETS as readonly number[]).includes(asked) ? (asked as Preset) : 30;
  return { from: addDays(today, 1 - preset), to: today, preset, days: preset };
}

/** The query string of a range, for links and the export. */
export function insightsQuery(range: InsightsRange): string {
  return range.preset
    ? `?range=${range.preset}`
    : `?range=custom&from=${range.from}&to=${range.to}`;
}
