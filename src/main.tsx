import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the console shell lands (issue 3): proves the build and the SPA fallback.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>智能监控管理平台 / Smart Monitoring Management Platform</p>
  </StrictMode>,
);
