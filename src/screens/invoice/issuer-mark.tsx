/**
 * The product's mark in the invoice's letterhead (the shell's Brand draws the same three chevrons).
 */
export function IssuerMark() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 32 22"
      className="ee:h-[22px] ee:w-8 ee:shrink-0 ee:text-primary"
      fill="currentColor"
    >
      <path d="M0 0h6.7l6.6 11L6.7 22H0l6.6-11z" opacity=".9" />
      <path d="M9.3 0H16l6.7 11L16 22H9.3l6.6-11z" opacity=".6" />
      <path d="M18.7 0h6.6L32 11l-6.7 11h-6.6l6.6-11z" />
    </svg>
  );
}
