// The purchase's tests against the Node stack; prod/purchase.test.ts runs them again through nginx.
import { describePurchase } from './purchaseSuite';

describePurchase();
