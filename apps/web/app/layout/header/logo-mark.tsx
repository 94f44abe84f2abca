/** The park's mark: a pine-covered hill over lake waves. Decorative; the link around it is named. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#124f2e" />
      <circle cx="28" cy="12" r="4" fill="#f4eddc" />
      <path d="M6 27 L15 13 L20 20 L24 15 L34 27 Z" fill="#1f7a47" />
      <path d="M15 13 L18 17.5 L12 17.5 Z" fill="#d5ecdd" />
      <path
        d="M5 29.5c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2"
        fill="none"
        stroke="#d1eaf5"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M8 34c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2"
        fill="none"
        stroke="#d1eaf5"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
