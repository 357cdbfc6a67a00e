/** A validation problem: where in the body, and what is wrong there. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Turns validation issues into one sentence that names each offending field. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
