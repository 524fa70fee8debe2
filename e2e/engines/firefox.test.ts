import { launchFirefox } from './support/firefox';
import { describeJourneys } from './support/journeys';

/** The buyer's journeys in Firefox (Debian's ESR over WebDriver BiDi). */
describe('Firefox', () => describeJourneys(launchFirefox));
