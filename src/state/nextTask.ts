/**
 * Resolves a task later: what follows runs after the browser has had its turn (a frame, input).
 * For work that would otherwise lengthen a task already long on a phone.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
