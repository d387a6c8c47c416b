// The messages every page's frame uses (CORE_NAMESPACES in catalog.ts), in one chunk: loaded with any page.
export { default as common } from './messages/hi/common';
export { default as errors } from './messages/hi/errors';
export { default as hours } from './messages/hi/hours';
export { default as cart } from './messages/hi/cart';
