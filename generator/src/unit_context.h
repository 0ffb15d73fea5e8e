// The state shared by the parts of the parser that build one input's model:
// the translation unit, the unit being built, its errors, and the structs
// and enums already met.
#pragma once

#include <clang-c/Index.h>

#include <deque>
#include <set>
#include <string>

#include "annotation_reader.h"
#include "diagnostic.h"
#include "model.h"
#include "parser.h"
#include "translation_unit_facts.h"

namespace jsongen {

class UnitContext {
 public:
  UnitContext(CXTranslationUnit tu, CXFile target, const ParseRequest& request, const TranslationUnitFacts& facts,
              model::Unit& unit, Diagnostics& errors)
      : tu(tu), target(target), request(request), facts(facts), unit(unit), errors_(errors) {}

  void error(const model::SourceLocation& location, std::string message);

  // The annotations of `c`, reporting (once) those that cannot be read.
  Annotations annotations_of(CXCursor c);

  // Whether a --type pattern names this qualified name.
  bool selected_by_pattern(const std::string& name) const;

  // A struct whose serializer goes into this header under a guard: built
  // after the walk, in discovery order.
  void enqueue_shared(CXType type);
  bool has_pending() const { return !pending_.empty(); }
  CXType take_pending();

  // Whether the enum (by USR) is met for the first time.
  bool first_use_of_enum(const std::string& usr) { return enums_seen_.insert(usr).second; }

  const CXTranslationUnit tu;
  const CXFile target;  // the input whose structs this unit holds
  const ParseRequest& request;
  const TranslationUnitFacts& facts;
  model::Unit& unit;

 private:
  Diagnostics& errors_;
  std::set<std::string> enums_seen_;    // by USR
  std::set<std::string> structs_seen_;  // shared structs already queued
  std::set<std::string> reported_;      // annotation errors already reported
  std::deque<CXType> pending_;          // shared structs still to build
};

}  // namespace jsongen
