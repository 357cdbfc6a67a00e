import 'shared-contracts/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone/Standalone';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

createRoot(root).render(
  <StrictMode>
    <Standalone />
  </StrictMode>,
);
