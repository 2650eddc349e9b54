// Stylesheets are the bundler's business; under Jest an import of one yields nothing.
module.exports = {};
