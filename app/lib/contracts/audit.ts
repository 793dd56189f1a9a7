// The audit trail as the owner reads it at /admin/audit.

export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  actor: string;
  staffId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  clientAddress: string | null;
}

export interface AuditFilters {
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  staffId?: number | undefined;
  /** ISO dates (yyyy-mm-dd), inclusive, in India's time. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
