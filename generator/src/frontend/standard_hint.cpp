#include "frontend/standard_hint.h"

namespace jsongen {
namespace {

// Whether clang reads `input` without an error at `standard` (libclang's spelling).
bool parses_with(CXIndex index, const ParseRequest& request, const std::string& input, const std::string& standard) {
  std::vector<std::string> args = request.clang_args;
  for (auto& arg : args) {
    if (arg.compare(0, 5, "-std=") == 0) arg = "-std=" + standard;
  }
  std::vector<const char*> argv;
  for (const auto& arg : args) argv.push_back(arg.c_str());
  argv.push_back(input.c_str());
  CXTranslationUnit tu = nullptr;
  const CXErrorCode code =
      clang_parseTranslationUnit2FullArgv(index, nullptr, argv.data(), static_cast<int>(argv.size()), nullptr, 0u,
                                          CXTranslationUnit_SkipFunctionBodies, &tu);
  if (code != CXError_Success || tu == nullptr) return false;
  bool clean = true;
  const unsigned count = clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count && clean; ++i) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    clean = clang_getDiagnosticSeverity(d) < CXDiagnostic_Error;
    clang_disposeDiagnostic(d);
  }
  clang_disposeTranslationUnit(tu);
  return clean;
}

}  // namespace

std::optional<Diagnostic> standard_hint(CXIndex index, const ParseRequest& request, const std::string& input,
                                        const Diagnostics& clang_errors) {
  const auto& standards = request.newer_standards;
  // The newest first: when even it fails, the standard is not the problem
  // (one parse more, not one per standard, for a header that is just wrong).
  if (standards.empty() || clang_errors.empty() || !parses_with(index, request, input, standards.back().second)) {
    return std::nullopt;
  }
  std::size_t needed = standards.size() - 1;
  for (std::size_t i = 0; i + 1 < standards.size(); ++i) {
    if (parses_with(index, request, input, standards[i].second)) {
      needed = i;
      break;
    }
  }
  const std::string& flag = standards[needed].first;
  std::string name = flag;
  for (auto& c : name) c = c == 'c' ? 'C' : c;  // c++20 -> C++20
  Diagnostic hint = clang_errors.front();
  hint.message = "this header needs " + name + " (as C++17, jsongen's default without -std=: " + hint.message +
                 "): pass -std=" + flag + " (in CMake, the target's CXX_STANDARD)";
  return hint;
}

}  // namespace jsongen
