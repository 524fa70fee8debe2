import { describeJourneys } from './support/journeys';
import { launchWebKit } from './support/webkit';

/** The buyer's journeys in WebKit (WebKitGTK, the engine behind Safari, through WebKitWebDriver). */
describe('WebKit', () => describeJourneys(launchWebKit));
