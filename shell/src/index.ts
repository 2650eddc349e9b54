// Async boundary: shared modules (react, i18next, contracts, ui-kit) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
