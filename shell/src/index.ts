// The asynchronous boundary lets the federation runtime agree on shared modules (React, the
// router, the storefront SDK) before any of them is evaluated.
import('./bootstrap');
