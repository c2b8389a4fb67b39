export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#174a80" />
      <path
        d="M6 20c4-7 16-7 20 0"
        stroke="#f6b94a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M9 20v5M23 20v5M16 14v11" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
