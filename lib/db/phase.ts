import { PHASE_PRODUCTION_BUILD } from 'next/constants';

// `next build` sets NEXT_PHASE before it starts its page workers, which inherit it. It is Next's
// own signal, not configuration, hence read here rather than through lib/env.ts.
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
