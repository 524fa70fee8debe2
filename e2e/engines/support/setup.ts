// Browser tests wait on real pages and servers: give each test time.
jest.setTimeout(60_000);
