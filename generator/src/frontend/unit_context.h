// The state shared by the parts of the parser that build one input's model:
// the translation unit, the unit being built, its errors, and the structs
// and enums already met.
#pragma once

#include <clang-c/Index.h>

#include <deque>
#include <set>
#include <string>

#include "frontend/annotation_macros.h"
#include "frontend/annotation_reader.h"
#include "frontend/nlohmann_macros.h"
#include "frontend/parse_request.h"
#include "frontend/translation_unit_facts.h"
#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen {

class UnitContext {
 public:
  UnitContext(CXTranslationUnit tu, CXFile target, const ParseRequest& request, const TranslationUnitFacts& facts,
              model::Unit& unit, Diagnostics& errors)
      : tu(tu), target(target), request(request), facts(facts), unit(unit), errors_(errors) {}

  void error(const model::SourceLocation& location, std::string message);

  // The annotations of `c`, reporting (once) those that cannot be read,
  // with what the configuration file says of `c` under them.
  Annotations annotations_of(CXCursor c);
  // A field's, as a field of `owner` (a type deriving from the field's
  // class: the configuration's entries for owner's fields apply too).
  Annotations annotations_of(CXCursor field, const std::string& owner);

  // Whether a --type pattern selects the type of this qualified name,
  // declared at `declaration`: one matches it and no --exclude-type does. A
  // pattern with a '*' reaches a system header's types only if it starts
  // with a name ('vendor::*' does, '*' and '*::Config' do not). Every
  // pattern that matches is counted (matched_patterns).
  bool selected_by_pattern(const std::string& name, CXCursor declaration);
  // Whether --exclude-type or [select] exclude leaves the type out, however
  // it is selected (a pattern, an annotation, nlohmann's macros).
  bool excluded(const std::string& name);
  // Whether a --type without a '*' names it (an error in it is reported
  // whether or not a field uses it).
  bool named_exactly(const std::string& name) const;

  // A struct whose serializer goes into this header under a guard: built
  // after the walk, in discovery order.
  void enqueue_shared(CXType type);
  bool has_pending() const { return !pending_.empty(); }
  CXType take_pending();

  // Whether the enum (by USR) is met for the first time.
  bool first_use_of_enum(const std::string& usr) { return enums_seen_.insert(usr).second; }

  // What building a type changes, saved so that a type a wildcard --type
  // swept in can be left out again, with everything it brought, when it
  // cannot be serialized (and nothing else uses it).
  struct Snapshot {
    model::Unit unit;
    std::size_t error_count = 0;
    std::set<std::string> enums_seen, structs_seen, reported;
  };
  std::size_t error_count() const { return errors_.size(); }
  Snapshot snapshot() const { return {unit, errors_.size(), enums_seen_, structs_seen_, reported_}; }
  // Puts everything back as it was, returning the errors reported since.
  Diagnostics roll_back(Snapshot saved);

  // Patterns (--type and --exclude-type) that matched something.
  std::set<std::string> matched_patterns;
  // Every struct and enum the patterns were tried on: the names a pattern
  // that matched nothing may have meant.
  std::set<std::string> type_names;
  // Notes for the user (what a wildcard swept in and left out).
  Diagnostics notes;

  const CXTranslationUnit tu;
  const CXFile target;  // the input whose structs this unit holds
  const ParseRequest& request;
  const TranslationUnitFacts& facts;
  model::Unit& unit;
  const NlohmannMacros* nlohmann = nullptr;  // with --nlohmann
  const AnnotationMacros* annotation_macros = nullptr;  // the input's JSONGEN_ names as written

 private:
  Diagnostics& errors_;
  std::set<std::string> enums_seen_;    // by USR
  std::set<std::string> structs_seen_;  // shared structs already queued
  std::set<std::string> reported_;      // errors already reported
  std::set<std::string> noted_;         // configuration notes already given
  std::deque<CXType> pending_;          // shared structs still to build
};

}  // namespace jsongen
