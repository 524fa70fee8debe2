// A JSON file as an ES module whose default export is the same object, written as a JavaScript
// literal. Rspack's own JSON modules are `JSON.parse('{"key":…}')` in a CommonJS wrapper: the
// minifier can neither drop the quotes of the keys nor concatenate the module with its importer.
// Used for the translations, so texts kept as JSON cost no more bytes than the objects they were.
module.exports = function jsonModuleLoader(source) {
  return `export default ${JSON.stringify(JSON.parse(source))};`;
};
