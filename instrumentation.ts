// Runs once when a Next server starts (not during `next build`). Opening the database here means
// the embedded PGlite is created, migrated and seeded before the first visitor submits a form,
// instead of inside that visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isNextBuild } = await import('./lib/db/phase');
  if (isNextBuild()) return;
  const { warmUpDatabase } = await import('./lib/db/warm-up');
  void warmUpDatabase();
}
