import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessageOf } from './trpc';
import { queryKeyOf } from './trpc-react';
import type { SignedInUser } from './api-types';

/**
 * After a sign-in (password, confirmation link or reset link): the session query holds the new member at once, so
 * the header, guards and anything that follows account.me (the cart's merge, the game's sync) see it without a
 * round trip; everything else is refetched for the new member.
 */
export function useApplySignedIn() {
  const utils = api.useUtils();
  return async (user: SignedInUser) => {
    utils.account.me.setData(undefined, user);
    await utils.invalidate();
  };
}

/** Sign Out: ends the server session, leaves for the home page, then forgets the member's data in this tab. */
export function useSignOut() {
  const utils = api.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = api.account.signOut.useMutation({
    onSuccess: async () => {
      toast.success('Signed out');
      // Leave the members-only screen before its data goes, so it never refetches as a visitor.
      await navigate({ to: '/' });
      utils.account.me.setData(undefined, null);
      queryClient.removeQueries({ queryKey: queryKeyOf(['member']) });
      await utils.invalidate();
    },
    onError: (error) => {
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });
  return mutation;
}
