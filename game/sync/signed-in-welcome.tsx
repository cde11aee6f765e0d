import { useEffect } from 'react';
import { readApi } from '@/lib/trpc-client';

/** A signed-in player's welcome toast comes 1 s after the page loads. */
const SIGNED_IN_WELCOME_DELAY_MS = 1000;

// Once per page load, not once per mount: the frame remounts when a visitor passes through a standalone screen.
let welcomed = false;

/**
 * The signed-in game view's welcome: 1 s after the page loads for a signed-in member, the how-to-play toast (10 s),
 * unless the tutorial-seen flag is set. Shown once per page load; the game code it needs loads only then.
 */
export function SignedInWelcome() {
  const me = readApi.account.me.useQuery(undefined, { staleTime: 60_000 });
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (!signedIn || welcomed) return;
    const timer = setTimeout(async () => {
      const [{ readFlag }, { messages }, { panelToasts }] = await Promise.all([
        import('../ui/storage'),
        import('../engine/messages'),
        import('../ui/panel-toasts'),
      ]);
      if (welcomed || readFlag('tutorialSeen')) return;
      welcomed = true;
      // In the game panel's toast area (above the collapsed bar), clear of the site's navigation.
      panelToasts.show(messages.signedInWelcome());
    }, SIGNED_IN_WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  return null;
}
