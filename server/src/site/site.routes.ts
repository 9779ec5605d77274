// What the server serves beside the two doors and the widget: OAuth discovery and the demo client's
// landing page. Mounted before the widget's catch-all.
import { Router } from 'express';
import { publicCors } from '../security';
import type { Services } from '../services';
import { DEMO_CALLBACK_PATH } from '../modules/clients/demo-client';
import { demoCallbackHandler } from './demo-callback';
import { OAUTH_METADATA_PATH, oauthMetadataHandler } from './oauth-metadata';

export function createSiteRouter(services: Services): Router {
  const router = Router();
  // Public metadata: browser-based OAuth clients read it from other origins.
  router.get(OAUTH_METADATA_PATH, publicCors, oauthMetadataHandler(services.config.publicUrl));
  router.get(DEMO_CALLBACK_PATH, demoCallbackHandler(services.tokenExchange, services.config.publicUrl));
  return router;
}
