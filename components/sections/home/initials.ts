/** The avatar text of a testimonial: the first letters of the first two words of the name. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** The quotation marks each language uses. */
export function quoted(text: string, locale: string): string {
  return locale === 'sv' ? `”${text}”` : `“${text}”`;
}
