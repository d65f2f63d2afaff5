import type { RJSFSchema } from '@rjsf/utils';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { loadValidatorFunctions } from './loadPrecompiledValidator';

/**
 * `virtual:funnel-validators` for tests that render the app's own routes: service-zip's precompiled validator (the
 * renderer tests' stand-in module has none, so a form page would load as having no screen).
 * Use: `vi.mock('virtual:funnel-validators', () => import('./serviceZipValidators'))`.
 */
const schema = loadFunnelModel().pages['service-zip']!.fields!.schema as RJSFSchema;

export default { 'service-zip': async () => ({ default: loadValidatorFunctions(schema) }) };
