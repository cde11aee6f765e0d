import { useState } from 'react';
import { SubmissionGate, type SubmissionState } from './submission-gate';

export type Submission = SubmissionState & {
  /** Runs the form's work unless a submission of this form is already under way. */
  run: (work: () => Promise<void>) => Promise<void>;
};

/**
 * The submit state every form shares: disable the button with `pending`, show a busy label only with `slow`, and
 * wrap the handler's work in `run` so a double click sends one request and shows one toast.
 */
export function useSubmission(): Submission {
  const [state, setState] = useState<SubmissionState>({ pending: false, slow: false });
  const [gate] = useState(() => new SubmissionGate(setState));
  return { ...state, run: (work) => gate.run(work) };
}
