import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api, errorCodeOf } from '@/lib/trpc';

/** The answers that mean this browser may no longer use the back office: signed out, or no longer an admin. */
export function meansAccessLost(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}

/**
 * An admin whose role is taken away (or whose session ends) while a back-office screen is open is sent to the admin
 * login at the first refused call, instead of staying on screens that only fail. What was read as an admin is
 * dropped from the cache, and the session is read again so the login page sees the person as they now are.
 */
export function useLeaveOnLostAccess(): void {
  const queryClient = useQueryClient();
  const utils = api.useUtils();
  const navigate = useNavigate();
  useEffect(() => {
    let leaving = false;
    const leave = (error: unknown) => {
      if (leaving || !meansAccessLost(error)) return;
      leaving = true;
      void (async () => {
        queryClient.removeQueries({ queryKey: [['admin']] });
        await utils.account.me.invalidate();
        await navigate({ to: '/admin/login', search: { redirect: window.location.pathname + window.location.search }, replace: true });
      })();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, utils, navigate]);
}
