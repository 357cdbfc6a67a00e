/** What a page says while `the {what}` loads: `Loading the gallery…`. */
export function Loading({ what, className }: { what: string; className?: string }) {
  return (
    <p className={className} role="status">
      Loading the {what}…
    </p>
  );
}

/** What a page says when `the {what}` could not be loaded, with the way to ask again. */
export function LoadFailed({ what, onTryAgain, className }: { what: string; onTryAgain(): void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>The {what} could not be loaded. Please try again.</p>
      <button type="button" className="btn btn-outline" onClick={onTryAgain}>
        Try Again
      </button>
    </div>
  );
}
