import { chosenPasswordSchema } from '../../auth/password-policy';
import { adminCreateUserSchema, adminUserListSchema, roleChangeSchema, userIdSchema } from '@shared/schemas/admin-users';
import { assignRole, createUserAsAdmin, deleteUser, listUsers, removeRole, type AdminActor } from '../../services/admin-users';
import { adminProcedure, router } from '../../trpc/init';

const actorOf = (ctx: { user: { id: string; email: string }; session: { id: string } }): AdminActor => ({
  id: ctx.user.id,
  email: ctx.user.email,
  sessionId: ctx.session.id,
});

export const adminUsersRouter = router({
  /** One page of accounts with their roles; searched by address or name, filtered by role, sorted. */
  list: adminProcedure.input(adminUserListSchema).query(({ ctx, input }) => listUsers(ctx.db, input)),

  create: adminProcedure
    .input(adminCreateUserSchema.extend({ password: chosenPasswordSchema }))
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => createUserAsAdmin(tx, actorOf(ctx), input))),

  assignRole: adminProcedure.input(roleChangeSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => assignRole(tx, actorOf(ctx), input))),

  removeRole: adminProcedure.input(roleChangeSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => removeRole(tx, actorOf(ctx), input))),

  delete: adminProcedure.input(userIdSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => deleteUser(tx, actorOf(ctx), input.userId))),
});
