// The async boundary lets the federation runtime negotiate shared modules (React, the
// router) before any of them is used.
import('./bootstrap');
