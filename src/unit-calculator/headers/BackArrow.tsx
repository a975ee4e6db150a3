/** The back arrow of the back and mobile headers. */
export function BackArrow() {
  return (
    <svg className="icon icon--back" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
