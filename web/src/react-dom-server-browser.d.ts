// react-dom 18 ships its web-streams renderer as `react-dom/server.browser`; its types are those of `react-dom/server`.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
