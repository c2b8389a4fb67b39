/** When the defaults and thresholds of lib/salary were last checked against the authorities. */
export const CALCULATION_BASIS_UPDATED = '2025-09-01';
