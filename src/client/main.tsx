// First, before any module that may load zod.
import './lib/zod-without-eval';
import './styles.css';

// The entry stays this small on purpose. The landing page arrives prerendered (scripts/
// prerender.ts); were the app's code imported statically, the browser would evaluate all of it
// (React and the libraries, a few hundred milliseconds on a phone) before painting the page it
// already has. So the page paints first, then the app loads from chunks the HTML already
// preloads (vite.config.ts) and hydrates it. A page that arrives empty starts at once.

const hasPrerenderedPage = document.getElementById('root')?.hasChildNodes() ?? false;

/** Resolves after the next frame is painted; at once in a hidden tab, which paints no frames. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}

if (hasPrerenderedPage) await afterNextPaint();
await import('./start-app');

export {};
