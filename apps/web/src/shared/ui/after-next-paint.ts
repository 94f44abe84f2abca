/**
 * Resolves once the browser has painted the next frame: work started after it no longer delays the answer
 * on screen to the visitor's click (the frame callback runs before that paint, a task queued from it after).
 * A hidden page paints no frames, so there it resolves on the next task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function") next();
    else requestAnimationFrame(next);
  });
}
