// Academy course facts and the introductory offer. Instants are written with their
// Stockholm offset: late October 2025 is already winter time (CET, +01:00; summer time ended on
// 26 October 2025), so "31 October 2025, end of day in Stockholm" ends at 2025-11-01T00:00+01:00.

/** The course starts on 1 November 2025, 00:00 Stockholm time. */
export const ACADEMY_LAUNCH_ISO = '2025-11-01T00:00:00+01:00';
export const ACADEMY_LAUNCH = new Date(ACADEMY_LAUNCH_ISO);

/** The last second of the introductory offer: 31 October 2025, 23:59:59 in Stockholm. */
export const ACADEMY_OFFER_LAST_SECOND_ISO = '2025-10-31T23:59:59+01:00';
/** The first instant the introductory offer no longer applies (its exclusive end). */
export const ACADEMY_OFFER_ENDS_ISO = '2025-11-01T00:00:00+01:00';
export const ACADEMY_OFFER_ENDS = new Date(ACADEMY_OFFER_ENDS_ISO);
/** A moment on the last day of the offer, for showing that calendar date. */
export const ACADEMY_OFFER_LAST_DAY = new Date('2025-10-31T12:00:00+01:00');

/** Prices per participant in SEK, excluding VAT. */
export const ACADEMY_INTRO_PRICE = 2995;
export const ACADEMY_REGULAR_PRICE = 4995;
export const ACADEMY_SAVING = ACADEMY_REGULAR_PRICE - ACADEMY_INTRO_PRICE;

export const ACADEMY_CURRENCY = 'SEK';
export const ACADEMY_MODULE_COUNT = 10;
export const ACADEMY_MODULE_MINUTES = { min: 30, max: 60 } as const;
export const ACADEMY_TOTAL_HOURS = 10;

export interface AcademyOffer {
  /** True while registration still earns the introductory price. */
  introValid: boolean;
  /** The price that applies to a registration made at `now`. */
  price: number;
  regularPrice: number;
  introPrice: number;
  saving: number;
  /** True once the course has started. */
  launched: boolean;
}

/** Which price applies at `now`: pure, so it is tested with a fixed clock. */
export function academyOffer(now: Date): AcademyOffer {
  const introValid = now.getTime() < ACADEMY_OFFER_ENDS.getTime();
  return {
    introValid,
    price: introValid ? ACADEMY_INTRO_PRICE : ACADEMY_REGULAR_PRICE,
    regularPrice: ACADEMY_REGULAR_PRICE,
    introPrice: ACADEMY_INTRO_PRICE,
    saving: ACADEMY_SAVING,
    launched: now.getTime() >= ACADEMY_LAUNCH.getTime(),
  };
}
