// A signed-in reader for tests: a demo writer with no membership, overridable field by field.
import type { Viewer } from '../../core/session/viewer.ts';

export const testViewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  id: 'u1',
  username: 'maya_chen',
  name: 'Maya Chen',
  imageId: null,
  emailObfuscated: 'm••••@example.com',
  membership: null,
  partnerProgramEnrolled: false,
  adminCollections: [],
  isBookAuthor: false,
  mastodonAccount: null,
  suspended: false,
  emailUnverified: false,
  ...overrides,
});
