// CSS modules resolve to their class names in tests, so components can be queried by them.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
