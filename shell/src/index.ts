// The async boundary lets the federation runtime set up shared modules (React, the router)
// before any of them is used; "eager" keeps the bootstrap code in this first script.
import(/* webpackMode: "eager" */ './bootstrap');
