/** How long a submission may take before its button says it is busy: a quicker answer would only flash the text. */
export const BUSY_LABEL_DELAY_MS = 300;

export type SubmissionState = { pending: boolean; slow: boolean };

/**
 * One submission at a time per form. A second click, or Enter pressed again, while the first request is on its way
 * does nothing, so the visitor gets one answer and one toast. `pending` (button disabled) starts with the click;
 * `slow` (button text such as "Sending...") only once the answer has taken longer than BUSY_LABEL_DELAY_MS.
 */
export class SubmissionGate {
  private busy = false;

  constructor(
    private readonly onChange: (state: SubmissionState) => void,
    private readonly delayMs = BUSY_LABEL_DELAY_MS,
  ) {}

  get isBusy(): boolean {
    return this.busy;
  }

  async run(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.onChange({ pending: true, slow: false });
    const timer = setTimeout(() => this.onChange({ pending: true, slow: true }), this.delayMs);
    try {
      await work();
    } finally {
      clearTimeout(timer);
      this.busy = false;
      this.onChange({ pending: false, slow: false });
    }
  }
}
