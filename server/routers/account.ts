import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { chosenPasswordSchema } from '../auth/password-policy';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password';
import { createSession, getRoles, invalidateSession, invalidateUserSessions } from '../auth/session';
import { createUser, findUserByEmail } from '../auth/users';
import { claimGuestStand } from '../services/game-guests';
import { confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@shared/schemas/account';
import { confirmationMail, existingAccountMail, passwordResetMail } from '../services/mail/account';
import { loadMailBrand } from '../services/mail/brand';
import { queueMail } from '../services/mail-outbox';
import { consumeEmailToken, createEmailToken, emailTokenStatus, retireEmailTokens, type ConsumeResult } from '../services/email-tokens';
import {
  consumeRateLimit,
  EMAIL_LINKS_PER_EMAIL,
  EMAIL_LINKS_PER_IP,
  EMAIL_LINK_USE_PER_CLIENT,
  enforceRateLimits,
  refundRateLimit,
  resetRateLimit,
  resetRateLimitsStartingWith,
  SIGN_IN_PER_CLIENT_ACCOUNT,
  SIGN_IN_PER_IP,
  signInSubject,
} from '../services/rate-limit';
import { limitFailuresPerClient, limitPerClient } from '../trpc/client-limit';
import { memberProcedure, publicProcedure, router } from '../trpc/init';
import type { Context } from '../trpc/context';

// One message for a wrong password and an unknown address, so the form does not tell which addresses have accounts.
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address first. We sent you a new confirmation link.';
export const EMAIL_NOT_CONFIRMED_NO_RESEND = 'Please confirm your email address first. Use the confirmation link we sent you (check your spam folder too).';

const CONFIRM_LINK_ERRORS: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
  invalid: 'This confirmation link is not valid. Please use the link from your latest email.',
  used: 'This confirmation link has already been used. Please sign in with your email and password.',
  expired: 'This confirmation link has expired. Sign in with your email and password and we will send you a new one.',
};
const RESET_LINK_ERRORS: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
  invalid: 'This password reset link is not valid. Please use the link from your latest email.',
  used: 'This password reset link has already been used. Please ask for a new one.',
  expired: 'This password reset link has expired. Please ask for a new one.',
};

// The common-password list arrives as a field message beside the password, like the length rules.
const signUpInput = signUpSchema.extend({ password: chosenPasswordSchema });
const resetPasswordInput = resetPasswordSchema.extend({ password: chosenPasswordSchema });

type AccountUser = { id: string; email: string; emailVerifiedAt: Date | null; createdAt: Date };

/** Signs this browser in as `user`: a fresh session and token (never a reused one), set as the session cookie. */
async function startSession(ctx: Context, db: Executor, user: AccountUser) {
  if (ctx.session) await invalidateSession(db, ctx.session.id);
  const { token, session } = await createSession(db, user.id);
  ctx.cookies.setSession(token, session);
  const roles = await getRoles(db, user.id);
  // The game this browser played as a guest comes into the account (once, and only into one without progress).
  const guestStand = await claimGuestStand(db, user.id, ctx.gameGuest, ctx.now());
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    roles,
    createdAt: user.createdAt,
    guestStandCarried: guestStand.carried,
  };
}

function link(ctx: Context, path: string): string {
  return `${ctx.config.publicUrl}${path}`;
}

/** Sends a confirmation link unless this address has had too many links lately; says whether it was sent. */
async function sendConfirmationLink(ctx: Context, user: { id: string; email: string }): Promise<boolean> {
  const now = ctx.now();
  const limit = await consumeRateLimit(ctx.db, EMAIL_LINKS_PER_EMAIL, user.email, now);
  if (!limit.allowed) return false;
  // The link's token and its mail are stored together: a mail is never queued for a token that was rolled back.
  await ctx.db.transaction(async (tx) => {
    const token = await createEmailToken(tx, user.id, 'confirm_email', now);
    await queueMail(tx, confirmationMail(user.email, link(ctx, `/auth/confirm?token=${token}`), await loadMailBrand(tx, ctx.config.publicUrl)), now);
  });
  await ctx.mailQueued();
  return true;
}

/** The reset link and its mail, for an address that has an account; nothing for one that has none. */
async function mailResetLink(ctx: Context, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const token = await createEmailToken(tx, user.id, 'reset_password', now);
    await queueMail(tx, passwordResetMail(user.email, link(ctx, `/reset-password?token=${token}`), await loadMailBrand(tx, ctx.config.publicUrl)), now);
  });
  await ctx.mailQueued();
}

export const accountRouter = router({
  /** The signed-in account, or null for a visitor. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const [row] = await ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, ctx.user.id)).limit(1);
    return { ...ctx.user, createdAt: row?.createdAt ?? new Date(0) };
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    // Counted before the password is checked, so a burst of parallel guesses is counted in full.
    await enforceRateLimits(
      ctx.db,
      [
        { rule: SIGN_IN_PER_CLIENT_ACCOUNT, subject: signInSubject(input.email, ctx.clientIp) },
        { rule: SIGN_IN_PER_IP, subject: ctx.clientIp },
      ],
      ctx.now(),
      'sign-in attempts',
    );
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) {
      await verifyAgainstDecoy(input.password);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    // The right password is not a failed attempt.
    await resetRateLimit(ctx.db, SIGN_IN_PER_CLIENT_ACCOUNT, signInSubject(input.email, ctx.clientIp));
    await refundRateLimit(ctx.db, SIGN_IN_PER_IP, ctx.clientIp);
    if (!user.emailVerifiedAt) {
      const sent = await sendConfirmationLink(ctx, user);
      throw new TRPCError({ code: 'FORBIDDEN', message: sent ? EMAIL_NOT_CONFIRMED : EMAIL_NOT_CONFIRMED_NO_RESEND });
    }
    // A new session (and token) on every sign-in; an earlier session of this browser is ended.
    const signedIn = await ctx.db.transaction((tx) => startSession(ctx, tx, user));
    return { user: signedIn };
  }),

  /**
   * Creates an account and mails a confirmation link. An address that already has an account gets a note instead,
   * and the answer is the same either way, so the form does not reveal who has an account.
   */
  signUp: publicProcedure
    .input(signUpInput)
    .use(limitPerClient(EMAIL_LINKS_PER_IP))
    .mutation(async ({ ctx, input }) => {
      const existing = await findUserByEmail(ctx.db, input.email);
      if (existing) {
        // Hash anyway so both answers take about as long.
        await hashPassword(input.password);
        const limit = await consumeRateLimit(ctx.db, EMAIL_LINKS_PER_EMAIL, existing.email, ctx.now());
        if (limit.allowed) {
          await queueMail(
            ctx.db,
            existingAccountMail(existing.email, link(ctx, '/login'), link(ctx, '/forgot-password'), await loadMailBrand(ctx.db, ctx.config.publicUrl)),
            ctx.now(),
          );
          await ctx.mailQueued();
        }
        return { status: 'confirmation_sent' as const };
      }
      let created: { id: string; email: string };
      try {
        created = await ctx.db.transaction((tx) => createUser(tx, { email: input.email, password: input.password, roles: ['user'] }));
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index lets one through; the other is a
        // repeat of an existing address and gets the same answer.
        if (await findUserByEmail(ctx.db, input.email)) return { status: 'confirmation_sent' as const };
        throw error;
      }
      await sendConfirmationLink(ctx, created);
      return { status: 'confirmation_sent' as const };
    }),

  /** The link from the confirmation email: confirms the address and signs the member in. */
  confirmEmail: publicProcedure
    .input(confirmEmailSchema)
    .use(limitFailuresPerClient(EMAIL_LINK_USE_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const signedIn = await ctx.db.transaction(async (tx) => {
        const result = await consumeEmailToken(tx, input.token, 'confirm_email', now);
        if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: CONFIRM_LINK_ERRORS[result.reason] });
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, result.userId), isNull(users.emailVerifiedAt)));
        const [user] = await tx.select().from(users).where(eq(users.id, result.userId)).limit(1);
        if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: CONFIRM_LINK_ERRORS.invalid });
        return startSession(ctx, tx, user);
      });
      return { user: signedIn };
    }),

  /**
   * Mails a reset link when the address has an account; the answer is the same when it has none, and so is its
   * timing: before answering, only the limits run (counted by address and client, the same either way), and looking
   * the account up, making the link and queueing its mail happen after the answer has gone out.
   */
  requestPasswordReset: publicProcedure
    .input(forgotPasswordSchema)
    .use(limitPerClient(EMAIL_LINKS_PER_IP))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      await enforceRateLimits(ctx.db, [{ rule: EMAIL_LINKS_PER_EMAIL, subject: input.email }], now, 'password reset requests');
      await ctx.afterAnswer(() => mailResetLink(ctx, input.email, now));
      return { status: 'reset_link_sent' as const };
    }),

  /**
   * Whether a reset link still works, asked when its page opens, so a used or expired link says so before the person
   * types a new password twice. Not rate limited: the token is a long random secret, so there is nothing to guess,
   * and answering uses nothing up.
   */
  resetLinkStatus: publicProcedure.input(confirmEmailSchema).query(async ({ ctx, input }) => {
    const status = await emailTokenStatus(ctx.db, input.token, 'reset_password', ctx.now());
    return status.ok ? { usable: true as const } : { usable: false as const, message: RESET_LINK_ERRORS[status.reason] };
  }),

  /** The link from the reset email: sets the new password, ends every session of the member and signs this browser in. */
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .use(limitFailuresPerClient(EMAIL_LINK_USE_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      // Hashing is slow on purpose; do it before the transaction so no row stays locked meanwhile.
      const passwordHash = await hashPassword(input.password);
      const signedIn = await ctx.db.transaction(async (tx) => {
        const result = await consumeEmailToken(tx, input.token, 'reset_password', now);
        if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_ERRORS[result.reason] });
        // Following the link proves the address is theirs, so it also counts as confirming it.
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, result.userId))
          .returning({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt });
        if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_ERRORS.invalid });
        if (!user.emailVerifiedAt) {
          await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
          user.emailVerifiedAt = now;
        }
        await retireEmailTokens(tx, user.id, 'reset_password', now);
        // Every session ends, this browser's old one included; startSession then gives this browser a new one.
        await invalidateUserSessions(tx, user.id);
        // A new password makes earlier guesses moot wherever they came from.
        await resetRateLimitsStartingWith(tx, SIGN_IN_PER_CLIENT_ACCOUNT, signInSubject(user.email, ''));
        return startSession(ctx, tx, user);
      });
      return { user: signedIn };
    }),

  signOut: memberProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    ctx.cookies.clearSession();
    return { signedOut: true as const };
  }),
});
