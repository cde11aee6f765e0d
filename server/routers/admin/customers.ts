import { customerNoteSchema, userIdSchema } from '@shared/schemas/admin-users';
import { customerProfile } from '../../services/customers';
import { addCustomerNote } from '../../services/staff-notes';
import { adminProcedure, router } from '../../trpc/init';

// The customer screen: one member with their orders, lifetime value, stands, courses, notes and roles.
export const adminCustomersRouter = router({
  get: adminProcedure.input(userIdSchema).query(({ ctx, input }) => customerProfile(ctx.db, input.userId)),
  /** An internal note on the customer, for staff only; audit-logged. */
  addNote: adminProcedure
    .input(customerNoteSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => addCustomerNote(tx, { id: ctx.user.id, email: ctx.user.email }, input.userId, input.body))),
});
