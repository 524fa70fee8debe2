// The offers snapshot's tests against the Node stack; prod/landing.test.ts runs them again through nginx.
import { describeOffersSnapshot } from './offersSnapshotSuite';

describeOffersSnapshot();
