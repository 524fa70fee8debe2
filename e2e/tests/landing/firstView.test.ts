// The first view's tests against the Node stack; prod/landing.test.ts runs them again through nginx.
import { describeFirstView } from './firstViewSuite';

describeFirstView();
