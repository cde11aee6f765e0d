// How audit rows read on the dashboard and the Audit Log page: "Created course", "Assigned role to user".

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  status: 'Changed status of',
  assign_role: 'Assigned a role to',
  remove_role: 'Removed a role from',
  upload: 'Uploaded',
  approve: 'Approved',
  decline: 'Declined',
  // 'send' is staff sending again a mail that failed or was late: a resend.
  send: 'Resent',
  send_held: 'Sent held',
  undo_status: 'Undid a status step of',
  note: 'Added a note to',
};

export function auditEntityLabel(entity: string): string {
  return entity.replace(/[_-]+/g, ' ');
}

export function auditSentence(action: string, entity: string): string {
  return `${VERBS[action] ?? action} ${auditEntityLabel(entity)}`;
}

/** The most telling value in a row's detail: a title, a name, an email or a role; '' when there is none. */
export function auditSubject(detail: unknown): string {
  if (detail === null || typeof detail !== 'object') return '';
  const record = detail as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['title', 'name', 'orderNumber', 'email', 'role', 'status']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') parts.push(key === 'role' ? `role ${value}` : key === 'status' ? `→ ${value}` : value);
  }
  return parts.join(' · ');
}
