type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message per top-level field of a schema's issues: { email: 'Please enter a valid email address' }. */
export function fieldMessages(issues: readonly Issue[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field] = issue.message;
  }
  return result;
}
