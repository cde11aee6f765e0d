import { chosenPasswordSchema } from '../../auth/password-policy';
import { adminCreateUserSchema, roleChangeSchema, userIdSchema } from '@shared/schemas/admin-users';
import { assignRole, createUserAsAdmin, deleteUser, listUsers, removeRole, type AdminActor } from '../../services/admin-users';
import { adminProcedure, router } from '../../trpc/init';

const actorOf = (ctx: { user: { id: string; email: string }; session: { id: string } }): AdminActor => ({
  id: ctx.user.id,
  email: ctx.user.email,
  sessionId: ctx.session.id,
});

export const adminUsersRouter = router({
  /** Every account with its roles (Email, Roles, Created). */
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db)),

  create: adminProcedure
    .input(adminCreateUserSchema.extend({ password: chosenPasswordSchema }))
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => createUserAsAdmin(tx, actorOf(ctx), input))),

  assignRole: adminProcedure.input(roleChangeSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => assignRole(tx, actorOf(ctx), input))),

  removeRole: adminProcedure.input(roleChangeSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => removeRole(tx, actorOf(ctx), input))),

  delete: adminProcedure.input(userIdSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => deleteUser(tx, actorOf(ctx), input.userId))),
});
