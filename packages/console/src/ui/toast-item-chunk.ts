// A toast's look, imported from a chunk of its own so that the login page's chunk does not carry
// its CSS list and preload call (DESIGN budgets; app/styled-chunks.ts says why).
export const loadToastItem = () => import('./toast-item');
