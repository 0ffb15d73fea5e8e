// libclang -> model: parses each input as a translation unit and walks its
// namespaces and classes for the structs to generate. The parts live
// beside it: clang_util (cursors and names), annotation_reader,
// translation_unit_facts (inclusions, custom serializers), type_classifier
// (TypeRef from CXType), enum_builder, struct_builder and variant_tagging
// (fields, bases, tags).
#include "frontend/parser.h"

#include <clang-c/Index.h>
#include <stdlib.h>

#include <atomic>
#include <memory>
#include <thread>
#include <optional>

#include "frontend/annotation_macros.h"
#include "frontend/annotation_placement.h"
#include "frontend/annotation_reader.h"
#include "frontend/annotation_spelling.h"
#include "frontend/clang_util.h"
#include "frontend/driver_errors.h"
#include "frontend/enum_builder.h"
#include "frontend/function_local_structs.h"
#include "frontend/nlohmann_macros.h"
#include "frontend/nothing_to_generate.h"
#include "frontend/partial_specialization.h"
#include "frontend/standard_hint.h"
#include "frontend/struct_builder.h"
#include "frontend/translation_unit_facts.h"
#include "frontend/type_classifier.h"
#include "frontend/unit_context.h"
#include "model/nesting_depth.h"

namespace jsongen {
namespace {

// Builds the model of one input file of the translation unit.
class RecordWalker {
 public:
  explicit RecordWalker(UnitContext& context) : context_(context), types_(context), structs_(context, types_) {}

  void run() {
    const CXCursor root = clang_getTranslationUnitCursor(context_.tu);
    check_annotation_placement(context_);
    check_function_local_structs(context_);
    visit_scope(root);
    if (context_.nlohmann) {
      // NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE here for a type of another
      // header (one that cannot be edited): generated here, guarded.
      for (const NlohmannType* t : context_.nlohmann->types_declared_in(context_.target)) {
        if (!is_in(clang_getTypeDeclaration(t->type), context_.target)) context_.enqueue_shared(t->type);
      }
    }
    build_pending();
    if (context_.request.type_patterns.empty()) return;
    std::vector<CXCursor> selected;
    visit_for_patterns(root, selected);
    for (const CXCursor c : selected) {
      const std::string name = qualified_name(c);
      const CXType type = clang_getCanonicalType(clang_getCursorType(c));
      if (context_.named_exactly(name)) {
        context_.enqueue_shared(type);
        build_pending();
      } else {
        sweep(c, name, type);
      }
    }
  }

 private:
  // Template instantiations and --type structs, as they are discovered.
  // A struct of the input itself (not a template instance) gets the
  // compiled layout, as an annotated one; the others may be defined by
  // several generated headers, so each defines them whole, guarded.
  void build_pending() {
    while (context_.has_pending()) {
      const CXType type = context_.take_pending();
      const CXCursor declaration = clang_getTypeDeclaration(type);
      model::Struct s = structs_.build_struct(type, declaration);
      const CXCursor definition = clang_getCursorDefinition(declaration);
      const bool own = is_in(definition, context_.target) && clang_Cursor_isNull(primary_template(definition));
      s.shared = !own;
      s.selected = own;
      context_.unit.structs.push_back(std::move(s));
    }
  }

  // A struct a wildcard --type matched, with what it needs: left out (a
  // note, not an error) when it cannot be serialized, since nothing uses it.
  // What a marked struct or an exact --type uses was built before, with its
  // errors reported.
  void sweep(CXCursor c, const std::string& name, CXType type) {
    UnitContext::Snapshot saved = context_.snapshot();
    context_.enqueue_shared(type);
    build_pending();
    if (context_.error_count() == saved.error_count) return;
    const Diagnostics errors = context_.roll_back(std::move(saved));
    context_.notes.push_back(
        {location_of(c), "left out '" + name + "', which a --type pattern matched, since it cannot be serialized (" +
                             format_diagnostic(errors.front()) +
                             "); name it exactly with --type to make this an error, or leave it out with "
                             "--exclude-type"});
  }

  // Walks namespaces and classes of the input file looking for annotated structs.
  void visit_scope(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      if (!is_in(c, context_.target)) continue;
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        // The runtime's ::jsongen holds only serializers; a user's app::jsongen is visited.
        const bool runtime_namespace =
            spelling(c) == "jsongen" && clang_getCursorKind(scope) == CXCursor_TranslationUnit;
        if (!runtime_namespace) visit_scope(c);
      } else if (is_record_kind(kind)) {
        visit_record(c, kind);
      } else if (kind == CXCursor_ClassTemplate && clang_isCursorDefinition(c) && read_annotations(c).serialize) {
        model::MarkedTemplate marked;
        marked.name = qualified_name(c);
        // A user-written partial specialization for the template takes its place.
        if (context_.facts.custom_templates.count(marked.name) == 0 &&
            matching_parameter_lists(c, marked.parameters, marked.arguments)) {
          context_.unit.templates.push_back(std::move(marked));
        }
      } else if (kind == CXCursor_EnumDecl && clang_isCursorDefinition(c) && read_annotations(c).serialize) {
        // Written whether or not a field uses it (a map key at top level, say).
        if (!is_unnamed(c) && context_.excluded(qualified_name(c))) continue;
        if (is_unnamed(c)) {
          context_.error(location_of(c), "an anonymous enum cannot be serialized; give it a name");
        } else {
          use_enum(context_, c);
        }
      }
    }
  }

  void visit_record(CXCursor c, CXCursorKind kind) {
    if (!clang_isCursorDefinition(c)) return;
    const CXCursor pattern = primary_template(c);
    if (!clang_Cursor_isNull(pattern)) {
      // An explicit instantiation or specialization of an annotated template.
      if (read_annotations(pattern).serialize || read_annotations(c).serialize) {
        context_.enqueue_shared(clang_getCanonicalType(clang_getCursorType(c)));
      }
      return;
    }
    const bool marked = read_annotations(c).serialize || nlohmann_here(c);
    if (marked && !(clang_Cursor_isAnonymous(c) || spelling(c).empty()) && context_.excluded(qualified_name(c))) {
      // Left out by --exclude-type or [select] exclude.
    } else if (marked) {
      if (kind == CXCursor_UnionDecl) {
        context_.error(location_of(c), "union '" + spelling(c) +
                                           "' is marked JSONGEN_SERIALIZE, but a union has no JSON meaning "
                                           "(use std::variant or a struct)");
      } else if (spelling(c).empty() || clang_Cursor_isAnonymous(c)) {
        context_.error(location_of(c), "an anonymous struct cannot be serialized; give it a name");
      } else {
        context_.unit.structs.push_back(structs_.build_struct(clang_getCanonicalType(clang_getCursorType(c)), c));
      }
    }
    visit_scope(c);  // nested types
  }

  // A type NLOHMANN_DEFINE_TYPE_* declares in this input (--nlohmann).
  bool nlohmann_here(CXCursor record) const {
    if (!context_.nlohmann) return false;
    const NlohmannType* t = context_.nlohmann->type_of(record);
    return t != nullptr && clang_File_isEqual(t->file, context_.target);
  }

  // --type: every struct and enum in any header whose qualified name a
  // pattern selects (UnitContext::selected_by_pattern). Enums are used at
  // once; structs are gathered in declaration order.
  void visit_for_patterns(CXCursor scope, std::vector<CXCursor>& selected) {
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      const std::string name = spelling(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        if (name == "std" || name.compare(0, 2, "__") == 0) continue;  // the implementation's own types
        visit_for_patterns(c, selected);
        continue;
      }
      if (kind == CXCursor_EnumDecl && clang_isCursorDefinition(c) && !is_unnamed(c)) {
        if (context_.selected_by_pattern(qualified_name(c), c)) use_enum(context_, c);  // guarded like every enum's
        continue;
      }
      if ((kind != CXCursor_StructDecl && kind != CXCursor_ClassDecl) || !clang_isCursorDefinition(c)) continue;
      if (name.empty() || clang_Cursor_isAnonymous(c) || !clang_Cursor_isNull(primary_template(c))) continue;
      visit_for_patterns(c, selected);  // nested types
      // (A pattern that names an annotated type matches it: the
      // configuration file's entry for it sets its options.)
      const bool matched = context_.selected_by_pattern(qualified_name(c), c);
      if (read_annotations(c).serialize) continue;                        // generated where it is annotated
      if (context_.nlohmann && context_.nlohmann->type_of(c)) continue;  // where its macro is
      if (matched) selected.push_back(c);
    }
  }

  UnitContext& context_;
  TypeClassifier types_;
  StructBuilder structs_;
};

// One input, parsed as a translation unit of its own: several inputs in one
// call give exactly what one call per input gives, whatever their order and
// however they include each other.
void parse_input(CXIndex index, const ParseRequest& request, const std::string& input, ParseResult& result) {
  // The full argv form: argv[0] is the clang driver's path, from which clang
  // finds the GCC installation (and so the C++ standard headers) as the
  // compiler itself would.
  std::vector<const char*> argv;
  for (const auto& arg : request.clang_args) argv.push_back(arg.c_str());
  argv.push_back(input.c_str());
  CXTranslationUnit tu = nullptr;
  // The preprocessing record: which JSONGEN_ names are macros (a misspelt one
  // is not), the #if blocks skipped, and --nlohmann's macros.
  const unsigned options = CXTranslationUnit_SkipFunctionBodies | CXTranslationUnit_DetailedPreprocessingRecord;
  const CXErrorCode code = clang_parseTranslationUnit2FullArgv(index, nullptr, argv.data(),
                                                               static_cast<int>(argv.size()), nullptr, 0u, options, &tu);
  result.units.emplace_back();
  if (code != CXError_Success || tu == nullptr) {
    result.every_input_read = false;
    // libclang keeps the reason to itself (an unknown -std= value, an unknown
    // option): the clang driver beside it, given the same arguments, says it.
    std::vector<std::string> driver_args = request.clang_args;
    char* resolved = ::realpath(input.c_str(), nullptr);
    driver_args.push_back(resolved ? resolved : input);
    std::free(resolved);
    const std::vector<std::string> reasons = clang_driver_errors(driver_args);
    const std::string what =
        "libclang could not parse this file (error code " + std::to_string(static_cast<int>(code)) + ")";
    auto report = [&](std::string message) {
      Diagnostic failure;
      failure.location.file = input;
      failure.message = std::move(message);
      result.errors.push_back(std::move(failure));
    };
    for (const auto& reason : reasons) report(what + ": clang says: " + reason);
    if (reasons.empty()) report(what + "; check the arguments passed after -- (jsongen -v shows the command line)");
    return;
  }
  const CXFile target = clang_getFile(tu, input.c_str());
  Diagnostics clang_errors;
  bool fatal = false;
  collect_clang_errors(tu, clang_errors, &fatal);
  const AnnotationMacros macros = target ? find_annotation_macros(tu, target) : AnnotationMacros{};
  // (After a fatal error clang expanded nothing more: every name would look misspelt.)
  Diagnostics as_written =
      target && !fatal ? check_annotation_spelling(tu, target, macros, !clang_errors.empty()) : Diagnostics{};
  if (!as_written.empty() || !clang_errors.empty() || target == nullptr) result.every_input_read = false;
  if (!as_written.empty()) {
    // Clang's errors from the first such annotation on follow from it.
    const unsigned first_line = as_written.front().location.line;
    for (auto& error : clang_errors) {
      if (error.location.file == as_written.front().location.file && error.location.line < first_line) {
        as_written.push_back(std::move(error));
      }
    }
    result.errors.insert(result.errors.end(), as_written.begin(), as_written.end());
  } else if (!clang_errors.empty()) {
    std::optional<Diagnostic> hint = fatal ? std::nullopt : standard_hint(index, request, input, clang_errors);
    if (hint) {
      result.errors.push_back(std::move(*hint));
    } else {
      result.errors.insert(result.errors.end(), clang_errors.begin(), clang_errors.end());
    }
  } else if (target == nullptr) {
    Diagnostic unread;
    unread.location.file = input;
    unread.message = "clang did not read this file";
    result.errors.push_back(std::move(unread));
  } else {
    const TranslationUnitFacts facts(tu);
    // (The depfile names each file once, however many inputs read it.)
    result.dependencies.insert(result.dependencies.end(), facts.dependencies.begin(), facts.dependencies.end());
    const std::size_t errors_before = result.errors.size();
    UnitContext context(tu, target, request, facts, result.units.back(), result.errors);
    context.annotation_macros = &macros;
    std::unique_ptr<NlohmannMacros> nlohmann;
    if (request.nlohmann) {
      nlohmann = std::make_unique<NlohmannMacros>(tu, target, result.errors);
      context.nlohmann = nlohmann.get();
    }
    RecordWalker(context).run();
    result.notes.insert(result.notes.end(), context.notes.begin(), context.notes.end());
    result.matched_patterns.insert(context.matched_patterns.begin(), context.matched_patterns.end());
    result.type_names.insert(context.type_names.begin(), context.type_names.end());
    if (auto too_deep = check_nesting_depth(result.units.back())) result.errors.push_back(std::move(*too_deep));
    if (result.errors.size() == errors_before) {
      if (auto empty = nothing_to_generate(context, input)) {
        (request.allow_empty ? result.notes : result.errors).push_back(std::move(*empty));
      }
    }
  }
  clang_disposeTranslationUnit(tu);
}

}  // namespace

ParseResult parse_headers(const ParseRequest& request) {
  // Each input is a translation unit of its own, so inputs are parsed side by
  // side: each thread with its own index (libclang's unit of thread safety),
  // each input's results kept apart and joined in input order, so that the
  // output does not depend on the number of jobs.
  const std::size_t count = request.inputs.size();
  std::vector<ParseResult> per_input(count);
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    std::unique_ptr<void, void (*)(CXIndex)> index(clang_createIndex(0, 0), clang_disposeIndex);
    for (std::size_t i = next++; i < count; i = next++) {
      parse_input(index.get(), request, request.inputs[i], per_input[i]);
      if (request.on_parsed) request.on_parsed(request.inputs[i]);
    }
  };
  const std::size_t threads = std::min<std::size_t>(std::max(request.jobs, 1u), count);
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < threads; ++t) helpers.emplace_back(work);
  work();
  for (auto& helper : helpers) helper.join();

  ParseResult result;
  for (auto& one : per_input) {
    auto append = [](auto& into, auto& from) {
      into.insert(into.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
    };
    append(result.units, one.units);
    append(result.errors, one.errors);
    append(result.dependencies, one.dependencies);
    append(result.notes, one.notes);
    result.matched_patterns.insert(one.matched_patterns.begin(), one.matched_patterns.end());
    result.type_names.insert(one.type_names.begin(), one.type_names.end());
    result.every_input_read = result.every_input_read && one.every_input_read;
  }
  return result;
}

}  // namespace jsongen
