// Validates an OpenAPI document read from stdin against the official OpenAPI 3.1 JSON schema
// (@seriousme/openapi-schema-validator, an ES module, hence a script the Jest test runs with node).
// Prints {"valid": boolean, "version": "3.1", "errors": [...]} on stdout.
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const validator = new Validator();
const result = await validator.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
