// The messages every page's frame uses (CORE_NAMESPACES in catalog.ts), in one chunk: loaded with any page.
export { default as common } from './messages/gu/common';
export { default as errors } from './messages/gu/errors';
export { default as hours } from './messages/gu/hours';
export { default as cart } from './messages/gu/cart';
