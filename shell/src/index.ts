// The async boundary lets the federation runtime set up shared modules (React, the router)
// before any of them is used; "eager" keeps every stage in this first script. Each stage starts
// in a task of its own, so the browser can paint and answer input between them instead of
// waiting for one long evaluation of React, the router and the shell.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
