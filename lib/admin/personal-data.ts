import { item, none, ROW, type Category, type CategoryKey, type Tables } from '@/lib/privacy/types';

// What the back office keeps about staff and about its handling of leads (this folder), for the
// privacy policy (lib/privacy/registry.ts).

const neverWritten = none('never written: sign-in is by emailed link only (./auth.ts)');

export const adminTables: Tables = {
  AdminUser: {
    id: ROW,
    name: neverWritten,
    email: item('staffEmail'),
    emailVerified: ROW,
    image: neverWritten,
    createdAt: ROW,
    updatedAt: ROW,
  },
  AdminSession: {
    id: ROW,
    token: item('sessionToken'),
    expiresAt: item('sessionTimes'),
    ipAddress: none('never written: IP tracking is off (./auth.ts)'),
    userAgent: item('userAgent'),
    userId: ROW,
    createdAt: item('sessionTimes'),
    updatedAt: item('sessionTimes'),
  },
  // Better Auth's table for password and social sign-in, both off: no row is ever made.
  AdminAccount: Object.fromEntries(
    [
      'id',
      'accountId',
      'providerId',
      'userId',
      'accessToken',
      'refreshToken',
      'idToken',
      'accessTokenExpiresAt',
      'refreshTokenExpiresAt',
      'scope',
      'password',
      'createdAt',
      'updatedAt',
    ].map((field) => [field, neverWritten]),
  ),
  AdminVerification: {
    id: ROW,
    identifier: item('signInLink'),
    value: item('staffEmail'),
    expiresAt: item('signInLink'),
    createdAt: ROW,
    updatedAt: ROW,
  },
  AdminAuditEvent: {
    id: ROW,
    actor: item('staffEmail'),
    action: item('staffAction'),
    target: item('staffAction'),
    details: item('staffAction'),
    createdAt: item('staffAction'),
  },
  LeadState: {
    leadKind: ROW,
    leadId: ROW,
    status: item('status'),
    note: item('staffNote'),
    updatedBy: item('staffMember'),
    createdAt: ROW,
    updatedAt: item('staffMember'),
  },
};

export const adminCategories = {
  handling: {
    items: ['status', 'staffNote', 'staffMember'],
    bases: ['legitimateInterest'],
    recipients: ['staff', 'database', 'hosting'],
    retention: ['staffNotes'],
  },
  staffSignIn: {
    items: ['staffEmail', 'signInLink', 'sessionToken', 'userAgent', 'sessionTimes'],
    bases: ['legitimateInterest'],
    recipients: ['email', 'database', 'hosting'],
    retention: ['staffAccounts', 'signInLinks', 'sessions', 'signInEmails'],
  },
  auditLog: {
    items: ['staffEmail', 'staffAction'],
    bases: ['legitimateInterest'],
    recipients: ['staff', 'database', 'hosting'],
    retention: ['auditLog'],
  },
} as const satisfies Partial<Record<CategoryKey, Category>>;
