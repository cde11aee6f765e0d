/**
 * What happens on its own after the panel is expanded, which differs for a guest and a signed-in member:
 * - a guest gets a customer after 100 ms (if the line is empty; again in the guest's verified session when the
 *   server answers later, as that session starts from the server's stand) and is asked for a name after 2 s;
 * - a member without a profile is asked for a name after 100 ms, and a member gets one test customer 2 s after
 *   expanding (as soon as the verified session has begun, if the server answers later);
 * - the welcome toast shows 3 s after expansion, once ever (the enhanced-game-played flag).
 * All timers stop when the panel is collapsed.
 */
import { FIRST_CUSTOMER_DELAY_MS, messages } from '../engine';
import { readFlag, setFlag } from './storage';
import { showToast } from './toasts';

/** The profile dialog opens 2 s after the first expansion without a profile. */
const PROFILE_DIALOG_DELAY_MS = 2000;
/** Signed-in game view: the profile dialog 100 ms after load when no profile exists. */
const MEMBER_PROFILE_DIALOG_DELAY_MS = 100;
/** Signed-in game view: expanded with a profile, one initial test customer after 2 s. */
const MEMBER_TEST_CUSTOMER_DELAY_MS = 2000;
/** The welcome toast shows 3 s after expansion unless the enhanced-game-played flag is set. */
const WELCOME_TOAST_DELAY_MS = 3000;

export interface ScreenTimingsHost {
  /** Signed in (true), a guest (false), or not known yet (null). */
  memberMode(): boolean | null;
  /** A verified session (a member's or a guest's) has begun: its customers must be recorded. */
  verifiedSession(): boolean;
  /** A profile was saved (named or as guest). */
  profileSaved(): boolean;
  /** No dialog is open, so the profile dialog may open. */
  noDialogOpen(): boolean;
  openProfileDialog(): void;
  /** Adds a customer if the line is empty. */
  addCustomer(): void;
}

export class ScreenTimings {
  private timers: ReturnType<typeof setTimeout>[] = [];
  private profilePrompted = false;
  /** The moment of the signed-in test customer has come (2 s after expanding). */
  private testCustomerDue = false;
  /** The moment of a guest's first customer has come (100 ms after expanding). */
  private guestCustomerDue = false;

  constructor(private readonly host: ScreenTimingsHost) {}

  /** The panel was expanded: the timings start. */
  start(): void {
    const host = this.host;
    this.testCustomerDue = false;
    this.guestCustomerDue = false;
    // A customer after 100 ms when the queue is empty (signed in, the test customer at 2 s comes instead).
    this.later(FIRST_CUSTOMER_DELAY_MS, () => {
      this.guestCustomerDue = true;
      if (host.memberMode() !== true) host.addCustomer();
    });
    this.later(MEMBER_PROFILE_DIALOG_DELAY_MS, () => {
      if (host.memberMode() === true) this.promptProfile();
    });
    this.later(MEMBER_TEST_CUSTOMER_DELAY_MS, () => {
      this.testCustomerDue = true;
      if (host.memberMode() === true && host.verifiedSession()) host.addCustomer();
    });
    if (!this.profilePrompted && !host.profileSaved()) {
      // The guest profile is already the engine's (temporary until saved); ask for a name after 2 s, once a visit.
      this.later(PROFILE_DIALOG_DELAY_MS, () => this.promptProfile());
    }
    if (!readFlag('enhancedGamePlayed')) {
      this.later(WELCOME_TOAST_DELAY_MS, () => {
        showToast(messages.welcome());
        setFlag('enhancedGamePlayed');
      });
    }
  }

  /** The panel was collapsed: the timings that have not come yet are dropped. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** A verified session began while the panel is open: the signed-in test customer, if its moment came first. */
  verifiedSessionBegan(): void {
    const due = this.host.memberMode() === true ? this.testCustomerDue : this.guestCustomerDue;
    if (due) this.host.addCustomer();
  }

  private promptProfile(): void {
    if (this.profilePrompted || this.host.profileSaved()) return;
    this.profilePrompted = true;
    if (this.host.noDialogOpen()) this.host.openProfileDialog();
  }

  private later(ms: number, action: () => void): void {
    this.timers.push(setTimeout(action, ms));
  }
}
