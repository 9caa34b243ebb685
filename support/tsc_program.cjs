// One TypeScript Program over many files, its diagnostics per file as JSON (support/tsc.py).
//
//   node tsc_program.cjs '<request as JSON>'
//
// The request: {"project": dir, "config": "tsconfig.json" | null, "files": [...],
// "options": {compilerOptions as in a tsconfig}, "emit": [...], "compiler": dir | null}. The
// compiler is the one installed in "compiler"'s node_modules (the project's by default); the
// options are the configuration's (if any) with
// "options" over them; the root files are the configuration's and "files". Only the files of
// "emit" are written (JavaScript beside them, or in the configuration's outDir), so a program
// may also hold files that must not compile, and sources of another project, without writing
// anything next to those.
//
// Prints [{"file", "line", "column", "code", "category", "message"}, ...]: "file" relative to
// the project (null for a global diagnostic), "line" and "column" from 1.
"use strict";

const path = require("node:path");

const request = JSON.parse(process.argv[2]);
const project = path.resolve(request.project);
const compiler = path.resolve(request.compiler || project);
const ts = require(require.resolve("typescript", { paths: [compiler] }));

function fail(diagnostics) {
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => project,
    getNewLine: () => "\n",
  };
  process.stderr.write(ts.formatDiagnostics(diagnostics, host));
  process.exit(2);
}

let options = {};
let rootNames = [];
let configDiagnostics = [];
if (request.config) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) };
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(project, request.config), {}, host);
  options = parsed.options;
  rootNames = parsed.fileNames;
  configDiagnostics = ts.getConfigFileParsingDiagnostics(parsed);
}
const overrides = ts.convertCompilerOptionsFromJson(request.options || {}, project);
if (overrides.errors.length) fail(overrides.errors);
options = { ...options, ...overrides.options };
const files = (request.files || []).map((file) => path.resolve(project, file));
rootNames = [...new Set([...rootNames, ...files])];

const program = ts.createProgram({
  rootNames,
  options,
  configFileParsingDiagnostics: configDiagnostics,
});
// The configuration's own diagnostics come first (getPreEmitDiagnostics includes them).
const diagnostics = [...ts.getPreEmitDiagnostics(program)];
for (const file of request.emit || []) {
  const source = program.getSourceFile(path.resolve(project, file));
  if (source === undefined) {
    process.stderr.write(`${file} is not one of the program's files\n`);
    process.exit(2);
  }
  const emitted = program.emit(source);
  diagnostics.push(...emitted.diagnostics);
}

const report = diagnostics.map((d) => {
  const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
  return {
    file: d.file ? path.relative(project, d.file.fileName) : null,
    line: where ? where.line + 1 : null,
    column: where ? where.character + 1 : null,
    code: d.code,
    category: ts.DiagnosticCategory[d.category],
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  };
});
process.stdout.write(JSON.stringify(report));
