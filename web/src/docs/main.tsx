// The API reference at GET /docs (CONTRACT §10): Redoc renders the REST door's OpenAPI document,
// which the server serves at /2023-03-01/openapi.json. Bundled from npm, so it works offline.
import { createRoot } from 'react-dom/client';
import { RedocStandalone } from 'redoc';
import './docs.css';

const container = document.getElementById('redoc');
if (container) {
  container.textContent = '';
  createRoot(container).render(
    <RedocStandalone
      specUrl="/2023-03-01/openapi.json"
      options={{
        // Offline and quiet: no search worker, no external fonts, nothing fetched but the document.
        disableSearch: true,
        hideDownloadButton: false,
        expandResponses: '200,201',
        jsonSampleExpandLevel: 3,
        scrollYOffset: '.docs-bar',
        theme: {
          colors: { primary: { main: '#1d4ed8' } },
          typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' } },
        },
      }}
    />,
  );
}
