// The site's line icons (24 px grid, stroke = currentColor) and the filled quotation mark.
// Decorative: always aria-hidden; the text beside an icon says what it means.
const paths = {
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5 -1L7 21l5-3 5 3-1.5-7',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 14a2 2 0 0 1 2-2h13',
  briefcase: 'M3 8h18v11H3zM8 8V6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4v-9Z',
  map: 'M12 21s-6-5.4-6-11a6 6 0 1 1 12 0c0 5.6-6 11-6 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  school: 'M3 9l9-5 9 5-9 5-9-5Zm4 2.5V16c0 1.5 2.2 3 5 3s5-1.5 5-3v-4.5M21 9v6',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm4.5-4.5h.01',
  target:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .7 3 2.8 3 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  arrow: 'M5 12h14m-5-5 5 5-5 5',
  // The home page's problem and reason cards.
  permit: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4',
  relocation: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  skills: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M19 3v4M17 5h4',
  language: 'M4 5h10v8H8l-4 3zM14 9h6v8l-3-2h-5v-2',
  partner: 'M8 11l3 3 5-5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  time: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  solutions: 'M4 7l8-4 8 4-8 4zM4 12l8 4 8-4M4 17l8 4 8-4',
  care: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  // Contact details, the booking calendar's new-tab link, the about page's sparkle.
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  location:
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  newTab: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  sparkle:
    'M12 2v5M12 17v5M2 12h5M17 12h5M4.9 4.9l3.2 3.2M15.9 15.9l3.2 3.2M4.9 19.1l3.2-3.2M15.9 8.1l3.2-3.2',
} as const;

export type IconName = keyof typeof paths;

interface Props {
  name: IconName;
  className?: string;
  /** The home page draws its icons a little bolder (2); the default is 1.75. */
  strokeWidth?: number;
}

export function Icon({ name, className = 'size-6', strokeWidth }: Props) {
  // The shared look (no fill, round strokes of 1.75 in currentColor) is the `icon` class in
  // globals.css, not five attributes on each of the dozens of icons a page carries twice (in its
  // HTML and again in the inline React payload). Only another stroke width is an attribute.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`icon ${className}`}
      // Spread, not `strokeWidth={strokeWidth}`: an undefined prop still costs the payload a key.
      {...(strokeWidth === undefined ? {} : { strokeWidth })}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** A filled opening quotation mark. */
export function QuoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M10 6C6.3 6.7 4 9.4 4 13.3V18h6v-6H7.3c.3-2 1.4-3.2 3.2-3.7zM20 6c-3.7.7-6 3.4-6 7.3V18h6v-6h-2.7c.3-2 1.4-3.2 3.2-3.7z" />
    </svg>
  );
}
