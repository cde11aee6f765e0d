import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { verifyAgainstDecoy, verifyPassword } from '../auth/password';
import { createSession, getRoles, invalidateSession } from '../auth/session';
import { findUserByEmail } from '../auth/users';
import { signInSchema } from '../schemas/account';
import { memberProcedure, publicProcedure, router } from '../trpc/init';

// One message for a wrong password and an unknown address, so the form does not tell which addresses have accounts.
export const INVALID_CREDENTIALS = 'Invalid email or password.';

export const accountRouter = router({
  /** The signed-in account, or null for a visitor. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const [row] = await ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, ctx.user.id)).limit(1);
    return { ...ctx.user, createdAt: row?.createdAt ?? new Date(0) };
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) {
      await verifyAgainstDecoy(input.password);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    // A new session (and token) on every sign-in; an earlier session of this browser is ended.
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    const { token, session } = await createSession(ctx.db, user.id);
    ctx.cookies.setSession(token, session);
    const roles = await getRoles(ctx.db, user.id);
    return { user: { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null, roles, createdAt: user.createdAt } };
  }),

  signOut: memberProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    ctx.cookies.clearSession();
    return { signedOut: true as const };
  }),
});
