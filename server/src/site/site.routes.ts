// What the server serves beside the two doors and the widget: OAuth discovery, the demo client's
// landing page and the pages the widget's legal line links. Mounted before the widget's catch-all.
import { Router } from 'express';
import { publicCors } from '../security';
import type { Services } from '../services';
import { DEMO_CALLBACK_PATH } from '../modules/clients/demo-client';
import { demoCallbackHandler } from './demo-callback';
import { PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH, privacyPolicyHandler, termsOfServiceHandler } from './legal-pages';
import { OAUTH_METADATA_PATH, oauthMetadataHandler } from './oauth-metadata';

export function createSiteRouter(services: Services): Router {
  const router = Router();
  // Public metadata: browser-based OAuth clients read it from other origins.
  router.get(OAUTH_METADATA_PATH, publicCors, oauthMetadataHandler(services.config.publicUrl));
  router.get(DEMO_CALLBACK_PATH, demoCallbackHandler(services.tokenExchange, services.config.publicUrl));
  const { config } = services;
  router.get(PRIVACY_POLICY_PATH, privacyPolicyHandler(config.legalUrls.privacyPolicy, config.publicUrl));
  router.get(TERMS_OF_SERVICE_PATH, termsOfServiceHandler(config.legalUrls.termsOfService));
  return router;
}
