/**
 * Tests run the runtime on the whole model, as the CLI does (engine/cli/journeys/createJourney.ts): the order
 * converters are loaded once for every test file, not with each page's part as in the browser (issue #12).
 */
import '../../engine/domain/orderParamConverters';
