/** Who may call a procedure: everyone, any signed-in member, staff (admin or moderator), or admins only. */
export type Access = 'public' | 'member' | 'staff' | 'admin';
export type AccessTable = Record<string, Access>;
