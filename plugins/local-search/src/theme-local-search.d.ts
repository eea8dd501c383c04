/** Entry points of @docsearch/react 3.9 that its package types do not declare. */
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
