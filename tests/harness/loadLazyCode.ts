/**
 * Tests run the runtime with all of its code loaded, as the CLI does (engine/cli/journeys/createJourney.ts), not
 * fetched when first needed as in the browser (issue #12):
 * - the order converters, which the browser loads with each page's part;
 * - the code the runtime imports when it first needs it: its deferred part (the experiments' runner, the decision
 *   trace, the session saves' sender), virtual routes' handlers, the larger route guards and the page analytics' calls.
 *   An entry's experiments run and page analytics go on after the page is shown; were their code loaded then, a test
 *   file that ends first would see the load fail once its environment is torn down (a PageLoadError printed after it).
 */
import '../../engine/domain/orderParamConverters';
import '../../engine/runtime/deferredRuntime';
import '../../engine/runtime/virtualHandlers';
import '../../engine/runtime/applyConfigVersionRules';
import '../../engine/runtime/guards/paymentReturn';
import '../../engine/runtime/guards/validateSavedSchedule';
import '../../engine/runtime/guards/submitOrder';
import '../../engine/domain/toPageAnalyticsCalls';
