// The design system first: feature and layout styles that load after it may refine its classes.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnPreloadError } from './lib/stale-chunk';

reloadOnPreloadError();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
