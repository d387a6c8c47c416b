// The messages every page's frame uses (CORE_NAMESPACES in catalog.ts), in one chunk: loaded with any page.
export { default as common } from './messages/en/common';
export { default as errors } from './messages/en/errors';
export { default as hours } from './messages/en/hours';
export { default as cart } from './messages/en/cart';
