import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './routes/accountRoutes';
import { analyticsRoutes } from './routes/analyticsRoutes';
import { chatRoutes } from './chat/chatRoutes';
import { contentRoutes } from './routes/contentRoutes';
import { experimentsRoutes } from './routes/experimentsRoutes';
import { locationRoutes } from './routes/locationRoutes';
import { heritagePages } from './heritage/heritagePages';
import { legalPages } from './legal/legalPages';
import { orderRoutes } from './routes/orderRoutes';
import { paymentPages } from './payment/paymentPages';
import { partsRoutes } from './routes/partsRoutes';
import { priceRoutes } from './routes/priceRoutes';
import { scheduleRoutes } from './routes/scheduleRoutes';
import { studioRoutes } from './studio/studioRoutes';
import { vehicleLookupRoutes } from './routes/vehicleLookupRoutes';
import { vehicleRoutes } from './routes/vehicleRoutes';
import type { SandboxPluginOptions } from './SandboxContext';

/**
 * The sandbox's service plugins, one per SPEC §7 service, plus the hosted payment pages (the third-party providers of
 * SPEC §7), the live-agent service and AI assistant (SPEC §4 Chat), the footer's legal pages (SPEC §1) and the
 * product owner's studio (issue #15), registered in this order by createSandbox.
 */
export const sandboxServices: FastifyPluginAsync<SandboxPluginOptions>[] = [
  vehicleRoutes,
  vehicleLookupRoutes,
  partsRoutes,
  locationRoutes,
  scheduleRoutes,
  priceRoutes,
  accountRoutes,
  orderRoutes,
  analyticsRoutes,
  experimentsRoutes,
  contentRoutes,
  paymentPages,
  heritagePages,
  chatRoutes,
  legalPages,
  // Not a SPEC §7 service: the product owner's studio (issue #15), its app and its API under /sandbox/studio/.
  studioRoutes,
];
