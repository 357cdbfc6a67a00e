// The async boundary lets the federation runtime set up shared modules (React, the router)
// before any of them is used; "eager" keeps every stage in this first script. Each stage starts
// in a task of its own, so the browser can paint and answer input between them instead of
// waiting for one long evaluation.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  // The contracts whose schemas the shell builds: the events the modules exchange, with the
  // cart's lines, and her list's sign-up.
  () => import(/* webpackMode: "eager" */ 'shared-contracts/events'),
  () => import(/* webpackMode: "eager" */ 'shared-contracts/mailing-list'),
  // The shell's layout and routes, then the start: the router's first match and the page's hydration.
  () => import(/* webpackMode: "eager" */ './routes'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

stages.reduce<Promise<unknown>>((previous, stage) => previous.then(nextTask).then(stage), Promise.resolve());
