// The async boundary lets the federation runtime set up shared modules (React, the router)
// before any of them is used; "eager" keeps every stage in this first script. Each stage starts
// in a task of its own, so the browser can paint and answer input between them instead of
// waiting for one long evaluation: React's DOM renderer, the router, the contracts whose schemas
// the shell builds (the events the modules exchange, with the cart's lines; her list's sign-up),
// the shell's layout, then the start itself (the router's first match and the page's hydration).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ 'react-router'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ 'shared-contracts/events'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ 'shared-contracts/mailing-list'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './routes'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
