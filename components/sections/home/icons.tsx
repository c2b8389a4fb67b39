// Simple line icons (24 px grid) for the home page cards. Decorative: the text beside them says it all.
const paths = {
  permit: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4',
  relocation: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  skills: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M19 3v4M17 5h4',
  language: 'M4 5h10v8H8l-4 3zM14 9h6v8l-3-2h-5v-2',
  partner: 'M8 11l3 3 5-5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  time: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  solutions: 'M4 7l8-4 8 4-8 4zM4 12l8 4 8-4M4 17l8 4 8-4',
  care: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  check: 'M5 12l4 4 10-10',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
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
